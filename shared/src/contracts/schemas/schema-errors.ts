import type { z } from 'zod';
import { formatMessages } from './fields';

const FRENCH_MESSAGES: ReadonlySet<string> = new Set(Object.values(formatMessages));

/**
 * A French one-line description of a schema failure, for a 4xx answer of the api
 * (e.g. "Requête invalide : champ « email » manquant ou mal formé.").
 */
export function describeSchemaError(error: z.ZodError): string {
  const first = error.issues[0];
  if (!first || first.path.length === 0) return 'Requête invalide : corps de la requête mal formé.';
  // A format of the site's own, with its French message (formatMessages of ./fields).
  if (FRENCH_MESSAGES.has(first.message)) return first.message;
  return `Requête invalide : champ « ${first.path.map(String).join('.')} » manquant ou mal formé.`;
}
