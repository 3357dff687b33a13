import { validationMessages } from './messages';
import { PERSON_FORM_FIELDS, type PersonFormValues } from './payer';
import { firstFailure, isBlank, isValidEmail, isValidShortPhone, type ValidationResult } from './rules';

/** Fields of the membership form that the rules read: the person, then the membership's own. */
export type MembershipFormValues = PersonFormValues & {
  grade?: string;
  arm?: string;
  activityStatus: string;
  membershipType: string;
  /** The 'Je valide le formulaire.' checkbox. */
  confirmed: boolean;
};

/** Required: the person's fields, and the activity (only browser-required on the association’s former site). */
export const MEMBERSHIP_REQUIRED_FIELDS = [
  ...PERSON_FORM_FIELDS,
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
