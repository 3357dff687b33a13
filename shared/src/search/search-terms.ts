import { stemmer } from '@orama/stemmers/french';

/** 'Fréjus' → 'Frejus': accents and other marks taken away, so a word typed without them matches. */
const foldAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

/** Words too common to tell one result from another. */
const STOP_WORDS = new Set(
  (
    'a au aux avec ce ces dans de des du elle en est et il ils la le les leur leurs mais ne nous ou par pas ' +
    'pour qu que qui sa se ses son sur un une vos votre vous'
  ).split(' '),
);

/**
 * How every word is indexed and searched: lower case, accents folded, French stemming
 * ('marsouins' and 'Marsouin' give 'marsouin'), common words left out. Folding comes first so a word
 * typed without its accents gives the same stem.
 */
export function searchTerm(word: string): string | null {
  const folded = foldAccents(word.toLowerCase());
  if (folded.length < 2 || STOP_WORDS.has(folded)) return null;
  return /^\d+$/.test(folded) ? folded : stemmer(folded);
}
