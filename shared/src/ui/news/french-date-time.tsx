import { parseFrenchDate, toIsoDate } from '../../news';

/** A French date of the data ("10 décembre 2026") as a <time> with its ISO value, or as text if unreadable. */
export function FrenchDateTime({ text }: { readonly text: string }) {
  const date = parseFrenchDate(text);
  return date ? <time dateTime={toIsoDate(date)}>{text}</time> : <span>{text}</span>;
}
