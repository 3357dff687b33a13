import { describeSchemaError } from '@mtdm/shared/contracts';
import { validateRequiredFields } from '@mtdm/shared/validation';
import type { z } from 'zod';
import { httpMessages } from './errors';

export type FormCheck<T> = { ok: true; data: T } | { ok: false; message: string };

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A form body checked the way the visitor expects: the required fields and the e-mail first (the
 * site's French messages), then the exact shape (types, sizes, option values).
 */
export function checkForm<S extends z.ZodType>(
  body: unknown,
  schema: S,
  required: readonly string[],
): FormCheck<z.infer<S>> {
  if (!isPlainObject(body)) return { ok: false, message: httpMessages.badRequest };
  const ruleFailure = validateRequiredFields(body, required);
  if (ruleFailure) return { ok: false, message: ruleFailure };
  const parsed = schema.safeParse(body);
  if (!parsed.success) return { ok: false, message: describeSchemaError(parsed.error) };
  return { ok: true, data: parsed.data };
}

/** Trimmed text of a string field. */
export const clean = (value: string | undefined): string => (value ?? '').trim();
