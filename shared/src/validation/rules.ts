/** Building blocks shared by every form check. Pure functions: same code in the browser and the api. */

/** An e-mail address shape: something@domain.tld, no spaces anywhere. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The longest address a mail can be sent to. Read before the pattern, whose time grows with the
 * square of an address's length: a body of dots after an « @ » would hold the server for minutes.
 */
export const EMAIL_MAX_LENGTH = 254;

/** Checkout phone: 0 or +33, then a digit 1 to 9, then 8 more digits. */
const CHECKOUT_PHONE_PATTERN = /^(?:0|\+33)[1-9]\d{8}$/;

/** Membership and donation phone: 9 or 10 digits, nothing else. */
const SHORT_PHONE_PATTERN = /^\d{9,10}$/;

/** A field typed on one line: no line break of any kind, nor a tab (a mail's header could follow one). */
export const ONE_LINE_PATTERN = /^[^\t\n\r\u0085\u2028\u2029]*$/;

/**
 * A text without what no keyboard types: control characters (tabs and line breaks aside, which a
 * text on several lines keeps) and the marks that override or isolate the direction of writing,
 * which make a name on a receipt, in a mail or in a list read otherwise than it is written. The
 * C1 range (U+0080 to U+009F) passes: an apostrophe or a dash pasted from an old document can
 * arrive as one of its characters, which the visitor could not find to remove.
 */
export const VISIBLE_TEXT_PATTERN =
  // eslint-disable-next-line no-control-regex -- the control characters are what this pattern refuses
  /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]*$/;

/** True when the value is missing or only blanks. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  return false;
}

/** An address shape, and nothing invisible in it (a control character, a direction override). */
export function isValidEmail(value: string): boolean {
  return hasEmailShape(value) && VISIBLE_TEXT_PATTERN.test(value);
}

/**
 * An address shape alone: what a search for a person's data takes, since it must find an address
 * stored before the site refused invisible characters in it.
 */
export const hasEmailShape = (value: string): boolean =>
  value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);

/**
 * The same address however it is typed: blanks around it, case, an accent typed as a letter and a
 * combining mark (written as the one accented letter, NFC). The api's `lower()` folds the same way.
 */
export const normalEmail = (email: string): string => email.trim().normalize('NFC').toLowerCase();

/**
 * The same person's name however it is typed: case, accents, hyphens, apostrophes and blanks
 * (« Jean-Pierre  DUPONT », « jean pierre Dupont »). Two people sharing one address are told apart
 * by it; the api's `person_name_key()` is this function.
 */
export const personNameKey = (firstName: string, lastName: string): string =>
  `${firstName} ${lastName}`
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export function isValidCheckoutPhone(value: string): boolean {
  return CHECKOUT_PHONE_PATTERN.test(value);
}

export function isValidShortPhone(value: string): boolean {
  return SHORT_PHONE_PATTERN.test(value);
}

/** A leading 0 is sent as +33 (0612345678 -> +33612345678); +33 numbers are kept. */
export function normalizeCheckoutPhone(value: string): string {
  return value.startsWith('0') ? `+33${value.slice(1)}` : value;
}

/** Membership and donation payloads join prefix and phone: "+33" + "612345678". */
export function joinPhone(prefix: string, phone: string): string {
  return `${prefix}${phone}`;
}

/** Reads an amount typed in a number input ("12,5", "12.50", 12.5); NaN when it is not a number. */
export function parseAmount(value: number | string | null | undefined): number {
  if (typeof value === 'number') return value;
  if (value === null || value === undefined) return Number.NaN;
  const text = value.trim().replace(',', '.');
  if (text === '' || !/^[+-]?\d*(?:\.\d*)?$/.test(text)) return Number.NaN;
  return Number(text);
}

/** Result of a form check: the first failing message, or null when the form is valid. */
export type ValidationResult = string | null;

/** Returns the first message whose check fails. */
export function firstFailure(checks: ReadonlyArray<readonly [boolean, string]>): ValidationResult {
  for (const [failed, message] of checks) if (failed) return message;
  return null;
}
