import { validationMessages } from './messages';
import {
  isBlank,
  isValidCheckoutPhone,
  normalizeCheckoutPhone,
  ONE_LINE_PATTERN,
  VISIBLE_TEXT_PATTERN,
} from './rules';

/** What a member may correct of their details in the member area, in the order of its form. */
export const CONTACT_CORRECTION_FIELDS = ['address', 'postcode', 'city', 'mobileNumber'] as const;
export type ContactCorrectionField = (typeof CONTACT_CORRECTION_FIELDS)[number];
export type ContactCorrection = Record<ContactCorrectionField, string>;

/** The label of each detail, in the member area's form and in the api's refusal. */
export const CONTACT_CORRECTION_LABELS: Readonly<Record<ContactCorrectionField, string>> = {
  address: 'Adresse',
  postcode: 'Code postal',
  city: 'Ville',
  mobileNumber: 'Téléphone',
};

/** The longest a corrected detail may be (an address line, a city). */
const CONTACT_DETAIL_MAX_LENGTH = 200;

export const contactCorrectionMessages = {
  /** The words the site's forms say beside an empty required field (ui/form/form-message.tsx). */
  required: 'Ce champ est obligatoire.',
  oneLine: `Écrivez-le sur une seule ligne, en ${CONTACT_DETAIL_MAX_LENGTH} caractères au plus.`,
  postcode: 'Le code postal n’est pas valide : de 2 à 10 chiffres ou lettres, espaces et tirets compris.',
  phone: validationMessages.checkoutPhone,
  invisible: validationMessages.invisibleCharacters,
} as const;

/**
 * A postcode in France or abroad, as members write it: digits and letters, spaces and hyphens between
 * them ('83600', '1000', 'SW1A 1AA', '1234 AB'). The membership form asks for no particular format,
 * so a member living abroad can correct their address too.
 */
const POSTCODE_PATTERN = /^[0-9A-Za-z](?:[0-9A-Za-z -]{0,8})[0-9A-Za-z]$/;

/** A telephone number without the spaces, dots and hyphens a member may type between its digits. */
const phoneDigits = (value: string) => value.replace(/[\s.-]/g, '');

/** Why each detail is refused (none: the correction can be saved). The same rules in the page and the api. */
export function contactCorrectionErrors(
  values: Partial<Record<ContactCorrectionField, unknown>>,
): Partial<Record<ContactCorrectionField, string>> {
  const errors: Partial<Record<ContactCorrectionField, string>> = {};
  for (const field of CONTACT_CORRECTION_FIELDS) {
    const value = values[field];
    if (isBlank(value) || typeof value !== 'string') errors[field] = contactCorrectionMessages.required;
    else if (value.trim().length > CONTACT_DETAIL_MAX_LENGTH || !ONE_LINE_PATTERN.test(value))
      errors[field] = contactCorrectionMessages.oneLine;
    else if (!VISIBLE_TEXT_PATTERN.test(value)) errors[field] = contactCorrectionMessages.invisible;
  }
  const { postcode, mobileNumber } = values;
  if (!errors.postcode && !POSTCODE_PATTERN.test(String(postcode).trim()))
    errors.postcode = contactCorrectionMessages.postcode;
  if (!errors.mobileNumber && !isValidCheckoutPhone(phoneDigits(String(mobileNumber))))
    errors.mobileNumber = contactCorrectionMessages.phone;
  return errors;
}

/**
 * A valid correction as it is kept: blanks around each detail dropped, the postcode in capitals, the
 * telephone written as the membership form writes it (+33 and nine digits).
 */
export const normalContactCorrection = (values: ContactCorrection): ContactCorrection => ({
  address: values.address.trim(),
  postcode: values.postcode.trim().toUpperCase(),
  city: values.city.trim(),
  mobileNumber: normalizeCheckoutPhone(phoneDigits(values.mobileNumber)),
});

/** The first refused detail, named, as one sentence (the api's answer); null when all can be saved. */
export function contactCorrectionRefusal(
  values: Partial<Record<ContactCorrectionField, unknown>>,
): string | null {
  const errors = contactCorrectionErrors(values);
  const field = CONTACT_CORRECTION_FIELDS.find((name) => errors[name]);
  return field ? `${CONTACT_CORRECTION_LABELS[field]}\u00a0: ${errors[field]}` : null;
}
