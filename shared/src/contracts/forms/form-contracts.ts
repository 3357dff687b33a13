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
import { contactFormFields, guidedTourFields, jobApplicationFields, type FormFields } from './form-fields';

/**
 * A form's contract, once for the page and the api: the call it makes, the zod schema of its payload,
 * its fields and the fields a visitor must fill (form-fields.ts, which the pages read without zod).
 */
export interface FormContract extends FormFields {
  readonly call: CallDescriptor;
  readonly schema: z.ZodObject;
}

export const contactFormContracts = {
  chetom: { call: calls.contactChetom, schema: chetomContactSchema, ...contactFormFields.chetom },
  museum: { call: calls.contactMuseum, schema: museumContactSchema, ...contactFormFields.museum },
  association: {
    call: calls.contactAssociation,
    schema: associationContactSchema,
    ...contactFormFields.association,
  },
} as const satisfies { [K in ContactKind]: FormContract };

export const jobApplicationContract = {
  call: calls.jobApplication,
  schema: jobApplicationFieldsSchema,
  ...jobApplicationFields,
} as const satisfies FormContract;

export const guidedTourContract = {
  call: calls.guidedTour,
  schema: guidedTourSchema,
  ...guidedTourFields,
} as const satisfies FormContract;

/** The field names of a contract's schema (what the server reads). */
export function schemaFields(contract: FormContract): string[] {
  return Object.keys(contract.schema.shape);
}
