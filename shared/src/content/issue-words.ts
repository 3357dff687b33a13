// What a content check says of a value that breaks a field's bounds or type, in the editors' words.
// A field's own message, written with its schema, always comes first: this speaks only where a schema
// states a bound without a sentence (a number of seats at most 2000, a latitude between -90 and 90).
import type { z } from 'zod';

const TYPE_WORDS: Record<string, string> = {
  number: 'un nombre est attendu',
  int: 'un nombre entier est attendu',
  string: 'un texte est attendu',
  boolean: 'oui ou non (true ou false) est attendu',
  array: 'une liste est attendue',
  object: 'un ensemble de champs est attendu',
};

const plural = (count: number | bigint, one: string, many: string) => (Number(count) > 1 ? many : one);

/** The bound a value passed, for a number, a text or a list. */
function boundWords(issue: z.core.$ZodRawIssue & { code: 'too_small' | 'too_big' }): string | undefined {
  const least = issue.code === 'too_small';
  const limit = issue.code === 'too_small' ? issue.minimum : issue.maximum;
  const inclusive = issue.inclusive !== false;
  if (issue.origin === 'number' || issue.origin === 'int') {
    const side = least ? 'supérieur' : 'inférieur';
    return `un nombre ${side}${inclusive ? ' ou égal' : ''} à ${limit} est attendu`;
  }
  const bound = least ? (inclusive ? 'au moins' : 'plus de') : inclusive ? 'au plus' : 'moins de';
  if (issue.origin === 'string')
    return least && inclusive && Number(limit) <= 1
      ? 'ce champ est vide'
      : `${bound} ${limit} ${plural(limit, 'caractère est attendu', 'caractères sont attendus')}`;
  if (issue.origin === 'array')
    return `${bound} ${limit} ${plural(limit, 'élément est attendu', 'éléments sont attendus')}`;
  return undefined;
}

/** Zod's default wording replaced for the cases a content file meets; undefined leaves zod's. */
export const contentIssueWords: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return TYPE_WORDS[issue.expected];
    case 'too_small':
    case 'too_big':
      return boundWords(issue);
    case 'invalid_value':
      return `une de ces valeurs est attendue : ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return 'ce texte n’a pas la forme attendue';
    default:
      return undefined;
  }
};
