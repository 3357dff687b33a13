/**
 * Name of the hidden field that people leave empty and robots fill in. A filled honeypot gets the
 * usual success answer and nothing is stored or sent.
 */
export const HONEYPOT_FIELD = 'website';

export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== '';
}
