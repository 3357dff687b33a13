import type { z } from 'zod';
import { calls, type CallDescriptor } from '../endpoints';
import {
  associationContactSchema,
  chetomContactSchema,
  guidedTourSchema,
  jobApplicationFieldsSchema,
  museumContactSchema,
  type ContactKind,
} from '../schemas/forms';

/**
 * A form's contract, once for the page and the api: the call it makes, the zod schema of its
 * payload and the fields a visitor must fill. A field added here is checked by the server too.
 */
export interface FormContract<S extends z.ZodObject = z.ZodObject> {
  readonly call: CallDescriptor;
  readonly schema: S;
  /** Fields that must not be blank (the specification's 'Veuillez remplir tous les champs obligatoires'). */
  readonly required: readonly (keyof z.infer<S> & string)[];
}

const person = ['first-name', 'last-name', 'email'] as const;

/** Calls 8, 9, 10: every field of the three contact forms is required (SPEC §5). */
export const contactFormContracts = {
  chetom: {
    call: calls.contactChetom,
    schema: chetomContactSchema,
    required: [...person, 'vous-etes', 'message'],
  },
  museum: {
    call: calls.contactMuseum,
    schema: museumContactSchema,
    required: [...person, 'phone-prefix', 'phone', 'vous-etes', 'message'],
  },
  association: {
    call: calls.contactAssociation,
    schema: associationContactSchema,
    required: [...person, 'phone-prefix', 'phone', 'message'],
  },
} as const satisfies { [K in ContactKind]: FormContract };

/** Call 1: the text parts of the application; the résumé file is required too (see JOB_APPLICATION_UPLOADS). */
export const jobApplicationContract = {
  call: calls.jobApplication,
  schema: jobApplicationFieldsSchema,
  required: [...person, 'phone', 'cover-letter'],
} as const satisfies FormContract;

/**
 * Call 11: every field is required but the special requests, which the page labels optional and
 * the server accepts empty (the original marked it required in the markup; we follow its label).
 */
export const guidedTourContract = {
  call: calls.guidedTour,
  schema: guidedTourSchema,
  required: [...person, 'phone-prefix', 'phone', 'date', 'time', 'group-size'],
} as const satisfies FormContract;

/** The fields of a contract, in the order of its schema (what the page must render). */
export function contractFields<S extends z.ZodObject>(
  contract: FormContract<S>,
): (keyof z.infer<S> & string)[] {
  return Object.keys(contract.schema.shape) as (keyof z.infer<S> & string)[];
}
