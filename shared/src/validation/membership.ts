import { MEMBERSHIP_FIELDS, type MembershipFieldName } from '../contracts/forms/membership-fields';
import { validationMessages } from './messages';
import { PERSON_FORM_FIELDS, type PersonFormValues } from './payer';
import { firstFailure, isBlank, isValidEmail, isValidShortPhone, type ValidationResult } from './rules';

/** Fields of the membership form that the rules read: the person, then the membership's own. */
export type MembershipFormValues = PersonFormValues & {
  [Name in MembershipFieldName]?: string;
} & {
  membershipType: string;
  /** The 'Je valide le formulaire.' checkbox. */
  confirmed: boolean;
};

/** Required: the person's fields, and the membership's own that say so (the activity). */
export const MEMBERSHIP_REQUIRED_FIELDS: readonly (keyof MembershipFormValues)[] = [
  ...PERSON_FORM_FIELDS,
  ...MEMBERSHIP_FIELDS.filter((field) => field.required).map((field) => field.name),
];

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
