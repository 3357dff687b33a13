import { validationMessages } from './messages';
import { isBlank, isValidEmail, isValidShortPhone, type ValidationResult } from './rules';

/** Smallest group for a guided tour. */
export const GUIDED_TOUR_MIN_GROUP = 10;

/** A telephone number as people type it: 9 or 10 digits, spaces, dots and dashes between them allowed. */
const isTypedPhone = (value: string) => isValidShortPhone(value.trim().replace(/[\s.-]/g, ''));

/**
 * Contact, application and guided-tour forms only have browser-level rules on the pages
 * (every listed field required, e-mail input type, group size ≥ 10). The api repeats them with this
 * function: required fields, then e-mail shape, then a telephone number that is one, in the same words
 * as the other forms.
 */
export function validateRequiredFields(
  values: Record<string, unknown>,
  required: readonly string[],
  emailField = 'email',
): ValidationResult {
  if (required.some((field) => isBlank(values[field]))) return validationMessages.required;
  if (emailField in values && !isValidEmail(String(values[emailField]))) return validationMessages.email;
  if (!isBlank(values.phone) && !isTypedPhone(String(values.phone))) return validationMessages.phone;
  return null;
}

/** Group size rule of the guided-tour request (number input, minimum 10). */
export function validateGroupSize(value: unknown): ValidationResult {
  const size =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value.trim())
        ? Number(value)
        : Number.NaN;
  return Number.isInteger(size) && size >= GUIDED_TOUR_MIN_GROUP ? null : validationMessages.groupSize;
}
