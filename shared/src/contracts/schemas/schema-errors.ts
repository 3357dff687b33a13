import type { z } from 'zod';

/**
 * A French one-line description of a schema failure, for a 4xx answer of the api
 * (e.g. "Requête invalide : champ « email » manquant ou mal formé.").
 */
export function describeSchemaError(error: z.ZodError): string {
  const first = error.issues[0];
  if (!first || first.path.length === 0) return 'Requête invalide : corps de la requête mal formé.';
  return `Requête invalide : champ « ${first.path.map(String).join('.')} » manquant ou mal formé.`;
}
