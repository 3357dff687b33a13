/**
 * The French words of the numbers zero to sixteen, written once: a sentence counts with them
 * ("huit conférences", site/facts.ts) and the tax receipts spell their amounts from them
 * (commerce/amount-in-words.ts).
 */
export const FRENCH_NUMBER_WORDS: readonly string[] = [
  'zéro',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
];
