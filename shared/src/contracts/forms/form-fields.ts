import type { ContactKind } from '../schemas/forms';

/**
 * The fields of each form and those a visitor must fill, as plain lists (no zod: pages import this
 * without carrying the schemas to the browser). form-contracts.ts joins them to the schemas, and a
 * test proves the lists and the schemas name the same fields.
 */
export interface FormFields {
  /** Every field of the payload, in the order the form shows them. */
  readonly fields: readonly string[];
  /** Fields that must not be blank ('Veuillez remplir tous les champs obligatoires'). */
  readonly required: readonly string[];
}

const person = ['first-name', 'last-name', 'email'] as const;

/** contactChetom, contactMuseum, contactAssociation: every field of the three contact forms is required. */
export const contactFormFields = {
  chetom: {
    fields: [...person, 'vous-etes', 'message'],
    required: [...person, 'vous-etes', 'message'],
  },
  museum: {
    fields: [...person, 'phone-prefix', 'phone', 'vous-etes', 'message'],
    required: [...person, 'phone-prefix', 'phone', 'vous-etes', 'message'],
  },
  association: {
    fields: [...person, 'phone-prefix', 'phone', 'message'],
    required: [...person, 'phone-prefix', 'phone', 'message'],
  },
} as const satisfies { [K in ContactKind]: FormFields };

/** jobApplication: the text parts of the application (the résumé file is required too, see JOB_APPLICATION_UPLOAD). */
export const jobApplicationFields = {
  fields: [...person, 'phone', 'cover-letter'],
  required: [...person, 'phone', 'cover-letter'],
} as const satisfies FormFields;

/** The two file parts of jobApplication (the résumé is required, the letter file optional). */
export const JOB_APPLICATION_FILE_FIELDS = {
  resume: 'resume',
  coverLetterFile: 'cover-letter-file',
} as const;

/**
 * guidedTour: every field is required but the special requests, which the page labels optional and
 * the server accepts empty (the original marked it required in the markup; we follow its label).
 */
export const guidedTourFields = {
  fields: [...person, 'phone-prefix', 'phone', 'date', 'time', 'group-size', 'special-requests'],
  required: [...person, 'phone-prefix', 'phone', 'date', 'time', 'group-size'],
} as const satisfies FormFields;
