import { z } from 'zod';
import { CHETOM_VISITOR_KINDS, MUSEUM_VISITOR_KINDS, values } from '../form-options';
import { calendarDay, clockTime, freeText, shortText } from './fields';

const person = {
  'first-name': shortText,
  'last-name': shortText,
  email: shortText,
};

/** contactChetom: POST /api/formulairechetom.php (JSON). */
export const chetomContactSchema = z.object({
  ...person,
  'vous-etes': z.enum(values(CHETOM_VISITOR_KINDS)),
  message: freeText,
});

/** contactMuseum: POST /api/formulairemusee.php (JSON). */
export const museumContactSchema = z.object({
  ...person,
  'phone-prefix': shortText,
  phone: shortText,
  'vous-etes': z.enum(values(MUSEUM_VISITOR_KINDS)),
  message: freeText,
});

/** contactAssociation: POST /api/formulaireassociation.php (JSON). */
export const associationContactSchema = z.object({
  ...person,
  'phone-prefix': shortText,
  phone: shortText,
  message: freeText,
});

/** jobApplication: text parts of the multipart application (files: `resume` required, `cover-letter-file` optional). */
export const jobApplicationFieldsSchema = z.object({
  ...person,
  phone: shortText,
  'cover-letter': freeText,
});

/** guidedTour: urlencoded guided-tour request; every value arrives as text. */
export const guidedTourSchema = z.object({
  ...person,
  'phone-prefix': shortText,
  phone: shortText,
  date: calendarDay,
  time: clockTime,
  'group-size': shortText,
  'special-requests': freeText,
});

/** Body of a failed form call (`message` is shown to the visitor). */
export const formErrorResponseSchema = z.object({ message: z.string().optional() });

type ChetomContactRequest = z.infer<typeof chetomContactSchema>;
type MuseumContactRequest = z.infer<typeof museumContactSchema>;
type AssociationContactRequest = z.infer<typeof associationContactSchema>;
export type ContactKind = 'chetom' | 'museum' | 'association';
export type ContactRequest<K extends ContactKind> = K extends 'chetom'
  ? ChetomContactRequest
  : K extends 'museum'
    ? MuseumContactRequest
    : AssociationContactRequest;
