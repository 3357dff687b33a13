export { validationMessages, MEMBERSHIP_CONFIRMATION_LABEL } from './messages';
export {
  EMAIL_PATTERN,
  CHECKOUT_PHONE_PATTERN,
  SHORT_PHONE_PATTERN,
  isBlank,
  isValidEmail,
  isValidCheckoutPhone,
  isValidShortPhone,
  normalizeCheckoutPhone,
  joinPhone,
  parseAmount,
  firstFailure,
} from './rules';
export type { ValidationResult } from './rules';
export { CHECKOUT_FIELDS, validateCheckoutCustomer } from './checkout';
export type { CheckoutCustomer } from './checkout';
export { MEMBERSHIP_REQUIRED_FIELDS, validateMembershipForm } from './membership';
export type { MembershipFormValues } from './membership';
export { DONATION_REQUIRED_FIELDS, validateDonationForm } from './donation';
export type { DonationFormValues } from './donation';
export { GUIDED_TOUR_MIN_GROUP, validateRequiredFields, validateGroupSize } from './simple-forms';
export { fieldsOfMessage } from './fields-of-message';
