export { calls, extraCalls, buildCallUrl } from './endpoints';
export { takenTourSlotsCall, TOUR_RESULT_PATHS } from './tour-calls';
export { errorMessages, paymentPreparationMessage } from './messages';
export {
  MEMBERSHIP_TYPES,
  MEMBERSHIP_STATUSES,
  DONOR_STATUSES,
  CHETOM_VISITOR_KINDS,
  MUSEUM_VISITOR_KINDS,
  labelOf,
} from './form-options';
export { membershipTypeChoices } from './membership-type-choices';
export type { Option } from './form-options';
export { cartLineSchema, parseCartText } from './schemas/cart-line';
export {
  shopPaymentRequestSchema,
  membershipPaymentRequestSchema,
  donationPaymentRequestSchema,
  confirmationQuerySchema,
  paymentStartResponseSchema,
  confirmationResponseSchema,
} from './schemas/payments';
export type {
  ShopPaymentRequest,
  MembershipPaymentRequest,
  DonationPaymentRequest,
} from './schemas/payments';
export {
  chetomContactSchema,
  museumContactSchema,
  associationContactSchema,
  jobApplicationFieldsSchema,
  guidedTourSchema,
  formErrorResponseSchema,
} from './schemas/forms';
export type { ContactKind, ContactRequest } from './schemas/forms';
export { describeSchemaError } from './schemas/schema-errors';
export { formatMessages } from './schemas/fields';
export { ApiError } from './client/http';
export { startShopPayment, startMembershipPayment, startDonationPayment } from './client/payment-start';
export type { PaymentStart } from './client/payment-start';
export {
  confirmPayment,
  confirmShopPayment,
  confirmMembership,
  confirmDonation,
} from './client/confirmation';
export type { PaymentIds, ConfirmationKind, ConfirmedOrder, ConfirmedPayment } from './client/confirmation';
export { isPaymentDocumentKind } from './payment-documents';
export type {
  PaidDocuments,
  PaymentDocumentKind,
  PaymentDocumentLink,
  PaymentDocumentRef,
} from './payment-documents';
export { sendContactForm, sendJobApplication } from './client/forms';
export { withdrawalRequestSchema, withdrawalResponseSchema } from './schemas/withdrawal';
export type { WithdrawalRequest, WithdrawalResponse } from './schemas/withdrawal';
export {
  contactFormContracts,
  jobApplicationContract,
  guidedTourContract,
  schemaFields,
} from './forms/form-contracts';
export { contactFormFields, jobApplicationFields, JOB_APPLICATION_FILE_FIELDS } from './forms/form-fields';
export { MEMBERSHIP_FIELDS, membershipFieldValues, shownValue } from './forms/membership-fields';
export type { MembershipField, MembershipFieldName, MembershipFieldValues } from './forms/membership-fields';
export {
  JOB_APPLICATION_UPLOAD,
  acceptAttribute,
  describeExtensions,
  describeMaxSize,
  uploadMessages,
  checkUpload,
} from './forms/uploads';
export { sendWithdrawal, WITHDRAWAL_FAILED } from './client/withdrawal';
export { readTakenSlots, type TakenSlot } from './client/tour-slots';
export { personLabels, guidedTourLabels, guidedTourHints } from './labels/field-labels';
export { ofName } from './labels/french-elision';
export { guidedTourLabelsEn, guidedTourHintsEn } from './labels/field-labels.en';
export {
  DIAL_CODES,
  FRANCE_DIAL_CODE,
  dialCodeOfCountry,
  dialCodeLabel,
  e164Phone,
  phoneOfStored,
} from './dial-codes/dial-codes';
export { ENGLISH_DIAL_CODES } from './dial-codes/dial-codes.en';
export { readSignedIn, RecordMissing, requestLink } from './client/signed-in';
export {
  MEMBER_RENEWAL_ANCHOR,
  MEMBER_SPACE_PATH,
  MEMBERS_API,
  memberRenewalPath,
  RENEWED_MEMBER_PARAM,
  publicMemberCalls,
  SIGNED_IN_COOKIES,
  SIGNED_IN_SESSION_HOURS,
  spacePages,
} from './signed-in/space-paths';
export type {
  ApplicationDetails,
  InboxSummary,
  MembershipSummary,
  MessageDetails,
  OrderForShipping,
  OrderSummary,
  Row,
  TourDetails,
  TourSummary,
  WithdrawalDecisionRecord,
} from './signed-in/answers';
export { NEWSLETTER_CONFIRM_DAYS, NEWSLETTER_CONSENT, NEWSLETTER_PATHS } from './newsletter';
export {
  BOOKING_CONFIRM_HOURS,
  bookingMessages,
  CONFERENCE_BOOKING_PATHS,
  MAX_SEATS_PER_BOOKING,
  seatsWords,
  type BookingAnswer,
  type BookingRequest,
} from './conference-bookings';
export { bookingAnswerSchema, bookingRequestSchema, seatsLeftSchema } from './conference-booking-schemas';
export { PUBLIC_PAGE_FETCHES } from './public-page-fetches';
