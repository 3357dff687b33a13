import { validationMessages } from './messages';
import { firstFailure, isBlank, isValidEmail, isValidShortPhone, type ValidationResult } from './rules';

/** Fields of the membership form that the rules read. */
export interface MembershipFormValues {
  lastName: string;
  firstName: string;
  birthDate: string;
  birthPlace: string;
  status: string;
  grade?: string;
  arm?: string;
  activityStatus: string;
  address: string;
  postalCode: string;
  city: string;
  phonePrefix: string;
  phone: string;
  email: string;
  membershipType: string;
  /** The 'Je valide le formulaire.' checkbox. */
  confirmed: boolean;
}

/** Required fields (activityStatus was only browser-required on the association’s former site). */
export const MEMBERSHIP_REQUIRED_FIELDS = [
  'lastName',
  'firstName',
  'birthDate',
  'birthPlace',
  'status',
  'address',
  'postalCode',
  'city',
  'phonePrefix',
  'phone',
  'email',
  'activityStatus',
] as const satisfies readonly (keyof MembershipFormValues)[];

/** Membership validation rules, run on submit and again on 'Je paye': required, e-mail, phone, checkbox. */
export function validateMembershipForm(
  values: Partial<Record<keyof MembershipFormValues, unknown>>,
): ValidationResult {
  if (MEMBERSHIP_REQUIRED_FIELDS.some((field) => isBlank(values[field]))) return validationMessages.required;
  return firstFailure([
    [!isValidEmail(String(values.email)), validationMessages.email],
    [!isValidShortPhone(String(values.phone)), validationMessages.phone],
    [values.confirmed !== true, validationMessages.membershipConfirmation],
  ]);
}
