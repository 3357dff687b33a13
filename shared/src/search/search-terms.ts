import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as frenchStemmer } from '@orama/stemmers/french';
import type { SearchLanguage } from './search-language';

/** 'Fréjus' → 'Frejus': accents and other marks taken away, so a word typed without them matches. */
const foldAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

const wordSet = (words: string) => new Set(words.split(' '));

/** Words too common to tell one result from another. */
const STOP_WORDS: Readonly<Record<SearchLanguage, ReadonlySet<string>>> = {
  fr: wordSet(
    'a au aux avec ce ces dans de des du elle en est et il ils la le les leur leurs mais ne nous ou par pas ' +
      'pour qu que qui sa se ses son sur un une vos votre vous',
  ),
  en: wordSet(
    'a an and are as at be by for from how in is it its of on or that the this to was what when where ' +
      'which with you your',
  ),
};

const STEMMERS: Readonly<Record<SearchLanguage, (word: string) => string>> = {
  fr: frenchStemmer,
  en: englishStemmer,
};

/**
 * How every word is indexed and searched in `language`: lower case, accents folded, stemmed
 * ('marsouins' and 'Marsouin' give 'marsouin'; 'helmets' and 'helmet' give 'helmet'), common words
 * left out. Folding comes first so a word typed without its accents gives the same stem.
 */
export const searchTermOf =
  (language: SearchLanguage) =>
  (word: string): string | null => {
    const folded = foldAccents(word.toLowerCase());
    if (folded.length < 2 || STOP_WORDS[language].has(folded)) return null;
    return /^\d+$/.test(folded) ? folded : STEMMERS[language](folded);
  };

/** A word as the French search reads it. */
export const searchTerm = searchTermOf('fr');
