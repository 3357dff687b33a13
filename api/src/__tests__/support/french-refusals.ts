/** Words of a parser's or a schema library's own English, which a visitor must never read. */
const ENGLISH_REFUSAL = /\b(invalid|expected|received|unexpected|required|must|should|undefined)\b/i;

/** The texts of a JSON refusal (its message, error or reason) written in such English; none for another answer. */
export function englishInRefusal(body: string): string[] {
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    return [];
  }
  if (typeof answer !== 'object' || answer === null) return [];
  return ['message', 'error', 'reason']
    .map((key) => (answer as Record<string, unknown>)[key])
    .filter((text): text is string => typeof text === 'string' && ENGLISH_REFUSAL.test(text));
}
