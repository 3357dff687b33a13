export { validationMessages, MEMBERSHIP_CONFIRMATION_LABEL } from './messages';
export {
  isBlank,
  isValidEmail,
  hasEmailShape,
  EMAIL_MAX_LENGTH,
  normalEmail,
  personNameKey,
  isValidCheckoutPhone,
  isValidShortPhone,
  normalizeCheckoutPhone,
  joinPhone,
  parseAmount,
  VISIBLE_TEXT_PATTERN,
} from './rules';
export { mailboxOf } from './mailbox';
export { CHECKOUT_FIELDS, SHIPPING_POSTCODE_MESSAGE, validateCheckoutCustomer } from './checkout';
export { BIRTH_DATE_MESSAGE, validateBirthDate } from './birth-date';
export type { CheckoutCustomer } from './checkout';
export { MEMBERSHIP_REQUIRED_FIELDS, validateMembershipForm } from './membership';
export type { MembershipFormValues } from './membership';
export { DONATION_REQUIRED_FIELDS, validateDonationForm } from './donation';
export type { DonationFormValues } from './donation';
export { GUIDED_TOUR_MIN_GROUP, validateRequiredFields, validateGroupSize } from './simple-forms';
export { fieldsOfMessage } from './fields-of-message';
export { ORDER_REFERENCE_PREFIX, REFERENCE_ID_END, orderReferenceKey } from './order-reference';
export {
  PAYER_FIELDS,
  FRENCH_PHONE_PREFIX,
  payerColumnOf,
  emptyPersonForm,
  payerFieldsOf,
  addresseeOf,
} from './payer';
export type { Addressee, Payer, Person, PersonFormField } from './payer';
export {
  CONTACT_CORRECTION_FIELDS,
  CONTACT_CORRECTION_LABELS,
  contactCorrectionErrors,
  contactCorrectionRefusal,
  contactCorrectionMessages,
  normalContactCorrection,
} from './contact-correction';
export type { ContactCorrection, ContactCorrectionField } from './contact-correction';
export { RENEWAL_DONATION_MESSAGE, renewalDonationEuros } from './renewal-donation';
