/**
 * The person who pays, written once for the whole site.
 *
 * - `PAYER_FIELDS`: what every payment start sends about the payer, under its payload names. The
 *   shop's checkout form asks for exactly these; the api stores them in the orders, memberships and
 *   donations tables (the same names in snake_case: `payerColumnOf`) and restates them in its mails.
 * - `PERSON_FORM_FIELDS`: what the membership and donation forms ask of that person, under the
 *   forms' names (birth and status included, the telephone as prefix and number, the postcode as
 *   `postalCode`), in the order of the forms.
 */
export const PAYER_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'mobileNumber',
  'address',
  'city',
  'postcode',
] as const;
export type PayerField = (typeof PAYER_FIELDS)[number];
export type Payer = Record<PayerField, string>;

/** A function that keeps the given payer fields of a record that holds more, in their order. */
const keepFields =
  <F extends PayerField>(fields: readonly F[]) =>
  (record: Pick<Payer, F>): Pick<Payer, F> =>
    Object.fromEntries(fields.map((field) => [field, record[field]])) as Pick<Payer, F>;

/** The payer's fields of a record that holds more (a stored member, a donor), and nothing else. */
export const payerFieldsOf = /* @__PURE__ */ keepFields(PAYER_FIELDS);

/** Whom a document is made out to: the payer's names and postal address, in this order. */
const ADDRESSEE_FIELDS = [
  'firstName',
  'lastName',
  'address',
  'postcode',
  'city',
] as const satisfies readonly PayerField[];
export type Addressee = Pick<Payer, (typeof ADDRESSEE_FIELDS)[number]>;

/** The addressee's fields of a record that holds more, and nothing else. */
export const addresseeOf = /* @__PURE__ */ keepFields(ADDRESSEE_FIELDS);

/** A member or a donor, as stored: the payer, born somewhere, with a status. */
export type Person = Payer & { birthDate: string; birthPlace: string; status: string };

/** The database column of a payer field: `mobileNumber` → `mobile_number`. */
export const payerColumnOf = (field: PayerField) =>
  field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

export const PERSON_FORM_FIELDS = [
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
] as const;
export type PersonFormField = (typeof PERSON_FORM_FIELDS)[number];
export type PersonFormValues = Record<PersonFormField, string>;

/** Membership and donation forms only offer +33 (the default). */
export const FRENCH_PHONE_PREFIX = '+33';

/** The person's part of an empty membership or donation form. */
export const emptyPersonForm = (status: string): PersonFormValues => ({
  ...(Object.fromEntries(PERSON_FORM_FIELDS.map((field) => [field, ''])) as PersonFormValues),
  status,
  phonePrefix: FRENCH_PHONE_PREFIX,
});
