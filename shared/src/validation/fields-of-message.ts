import { validationMessages } from './messages';
import { isBlank } from './rules';

/**
 * The fields a validation message is about, so each can point to it (aria-invalid): the blank
 * required fields for 'Veuillez remplir tous les champs obligatoires', otherwise the fields the form
 * names for that message ({ [validationMessages.email]: ['email'] }), otherwise none.
 */
export function fieldsOfMessage<K extends string>(
  message: string | null,
  values: Readonly<Partial<Record<K, unknown>>>,
  required: readonly K[],
  byMessage: Readonly<Record<string, readonly K[]>> = {},
): K[] {
  if (message === null) return [];
  if (message === validationMessages.required) return required.filter((field) => isBlank(values[field]));
  return [...(byMessage[message] ?? [])];
}
