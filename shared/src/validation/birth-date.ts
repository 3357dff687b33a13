// A birth date the payment starts accept: checked by the server (the membership's and the donation's
// payment rules, in the api), so the forms' first load carries none of it; its refusal is shown in the
// payment window like the others.
import type { ValidationResult } from './rules';

/** Our wording: a birth date to come (or before 1900) is a typing slip. */
export const BIRTH_DATE_MESSAGE = 'Veuillez indiquer une date de naissance valide, dans le passé.';

/** A birth date (YYYY-MM-DD, as the date field gives it): a real day, from 1900 to yesterday. */
function isPastBirthDate(value: string, now = new Date()): boolean {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!day) return false;
  const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  const real = date.toISOString().slice(0, 10) === value;
  return real && value >= '1900-01-01' && value < now.toISOString().slice(0, 10);
}

/** The birth date of a membership or a donation: a real day, from 1900 to yesterday. */
export const validateBirthDate = (value: unknown, now = new Date()): ValidationResult =>
  isPastBirthDate(String(value ?? ''), now) ? null : BIRTH_DATE_MESSAGE;
