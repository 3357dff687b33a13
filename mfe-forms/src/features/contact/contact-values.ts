import {
  contactFormFields,
  dialCodeOfCountry,
  FRANCE_DIAL_CODE,
  type ContactKind,
  type ContactRequest,
} from '@mtdm/shared/contracts';
import { isBlank, validateRequiredFields, validationMessages } from '@mtdm/shared/validation';

/**
 * What the visitor types, by payload field name. The phone prefix holds the chosen country
 * (several share a code); the payload carries its code.
 */
export type ContactValues = Record<string, string>;

/** The fields of a contact form: exactly those of its contract, in order. */
export function contactFieldsOf(kind: ContactKind): string[] {
  return [...contactFormFields[kind].fields];
}

export function emptyContactValues(kind: ContactKind): ContactValues {
  return Object.fromEntries(
    contactFieldsOf(kind).map((field) => [field, field === 'phone-prefix' ? FRANCE_DIAL_CODE.country : '']),
  );
}

/** The validation rules of the contact forms (every field required), worded like the other forms. */
export function checkContact(
  kind: ContactKind,
  values: ContactValues,
): { message: string; fields: string[] } | null {
  const { required } = contactFormFields[kind];
  const message = validateRequiredFields(values, required);
  if (!message) return null;
  const blank = required.filter((field) => isBlank(values[field]));
  const faulty = message === validationMessages.phone ? ['phone'] : ['email'];
  return { message, fields: blank.length > 0 ? blank : faulty };
}

/** The JSON body of contactChetom, contactMuseum, contactAssociation: every field trimmed, the prefix as its dialling code. */
export function buildContactPayload<K extends ContactKind>(
  kind: K,
  values: ContactValues,
): ContactRequest<K> {
  const payload = Object.fromEntries(
    contactFieldsOf(kind).map((field) => {
      const value = (values[field] ?? '').trim();
      return [field, field === 'phone-prefix' ? (dialCodeOfCountry(value) ?? value) : value];
    }),
  );
  return payload as ContactRequest<K>;
}
