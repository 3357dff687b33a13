// The schemas of a list's view and page (list-views.ts says the words): what a list call takes
// beside its state or year, and what it answers beside its rows.
import { z } from 'zod';
import { EXPORT_FORMATS } from './list-views';

const VIEW_REFUSAL = 'Recherche impossible : vérifiez les dates (AAAA-MM-JJ) et la page demandées.';

/** A day as a date field gives it, or nothing (an emptied field sends ''). */
const dayParam = z
  .string()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, { error: VIEW_REFUSAL })
  .optional()
  .transform((value) => value || undefined);

/** The view asked for: words (100 characters at most), first and last day, order, page. */
export const listViewQuery = z.object({
  q: z
    .string()
    .max(100, { error: 'Recherche impossible : 100 caractères au plus.' })
    .optional()
    .transform((value) => value?.trim() || undefined),
  du: dayParam,
  au: dayParam,
  tri: z.string().max(20).optional(),
  page: z
    .string()
    .regex(/^([1-9]\d{0,5})?$/, { error: VIEW_REFUSAL })
    .optional()
    .transform((value) => (value ? Number(value) : 1)),
});

/** An export takes the same view, and the format it is written in (CSV when none is named). */
export const exportQuery = listViewQuery.extend({
  format: z.enum(EXPORT_FORMATS, { error: 'Format inconnu : « csv » ou « xlsx ».' }).optional(),
});

/** Where the page stands among all the rows the view finds. */
export const listPage = {
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageCount: z.number().int().positive(),
};
