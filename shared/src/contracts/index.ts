export { calls, extraCalls, buildCallUrl, normalizeBaseUrl } from './endpoints';
export type { CallDescriptor, CallEncoding, CallName } from './endpoints';
export {
  errorMessages,
  invalidContentTypeMessage,
  serverErrorMessage,
  paymentPreparationMessage,
  confirmationRefusedMessage,
} from './messages';
export {
  MEMBERSHIP_TYPES,
  MEMBERSHIP_STATUSES,
  ACTIVITY_STATUSES,
  DONOR_STATUSES,
  FRENCH_PHONE_PREFIX,
  CHETOM_VISITOR_KINDS,
  MUSEUM_VISITOR_KINDS,
  labelOf,
} from './form-options';
export type { Option } from './form-options';
export { cartLineSchema, parseCartText } from './schemas/cart-line';
export type { CartLineInput } from './schemas/cart-line';
export {
  cartDetailSchema,
  shopPaymentRequestSchema,
  membershipPaymentRequestSchema,
  donationPaymentRequestSchema,
  paymentStartResponseSchema,
  confirmationQuerySchema,
  confirmationResponseSchema,
} from './schemas/payments';
export type {
  CartDetail,
  ShopPaymentRequest,
  MembershipPaymentRequest,
  DonationPaymentRequest,
  PaymentStartResponse,
  ConfirmationQuery,
  ConfirmationResponse,
} from './schemas/payments';
export {
  chetomContactSchema,
  museumContactSchema,
  associationContactSchema,
  jobApplicationFieldsSchema,
  guidedTourSchema,
  formErrorResponseSchema,
} from './schemas/forms';
export type {
  ChetomContactRequest,
  MuseumContactRequest,
  AssociationContactRequest,
  JobApplicationFields,
  GuidedTourRequest,
  ContactKind,
  ContactRequest,
} from './schemas/forms';
export { describeSchemaError } from './schemas/schema-errors';
export { ApiError } from './client/http';
export type { ApiClientOptions } from './client/http';
export { startShopPayment, startMembershipPayment, startDonationPayment } from './client/payment-start';
export type { PaymentStart } from './client/payment-start';
export {
  confirmPayment,
  confirmShopPayment,
  confirmMembership,
  confirmDonation,
} from './client/confirmation';
export type { PaymentIds, ConfirmationKind, ConfirmedPayment } from './client/confirmation';
export { PAYMENT_DOCUMENT_KINDS, isPaymentDocumentKind } from './payment-documents';
export type { PaymentDocumentKind, PaymentDocumentLink } from './payment-documents';
export { sendContactForm, sendJobApplication } from './client/forms';
export { createApiClient } from './client/api-client';
export type { ApiClient } from './client/api-client';
export { withdrawalRequestSchema, withdrawalResponseSchema } from './schemas/withdrawal';
export type { WithdrawalRequest, WithdrawalResponse } from './schemas/withdrawal';
export {
  contactFormContracts,
  jobApplicationContract,
  guidedTourContract,
  schemaFields,
} from './forms/form-contracts';
export type { FormContract } from './forms/form-contracts';
export {
  contactFormFields,
  jobApplicationFields,
  guidedTourFields,
  JOB_APPLICATION_FILE_FIELDS,
} from './forms/form-fields';
export type { FormFields } from './forms/form-fields';
export {
  JOB_APPLICATION_UPLOAD,
  acceptAttribute,
  describeExtensions,
  describeMaxSize,
  uploadMessages,
  checkUpload,
} from './forms/uploads';
export type { UploadRule } from './forms/uploads';
export { sendWithdrawal, WITHDRAWAL_FAILED } from './client/withdrawal';
