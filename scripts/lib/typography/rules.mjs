// French typography of the site's texts: each rule finds what a French editor would correct and
// says how to correct it. A text passes when no rule changes it. The texts the site keeps word for
// word (fixed-wording.json) are left as they are.
import fs from 'node:fs';

const NNBSP = '\u202f'; // narrow no-break space: before ; ! ? and between thousands
const NBSP = '\u00a0'; // no-break space: before : and inside « », between a number and its unit

export const fixedWording = JSON.parse(
  fs.readFileSync(new URL('./fixed-wording.json', import.meta.url), 'utf8'),
).texts;

const LETTER = 'A-Za-zÀ-ÖØ-öø-ÿŒœ';
/** A line break or a tab as the source writes it in a string (`Message :\n${message}`). */
const ESCAPED_BREAK = String.raw`\\[nt]`;
/** Not right after a no-break space the source writes as an escape (`lien\u00a0:`). */
const AFTER_ESCAPED_SPACE = String.raw`(?<!\\u00a|\\u202)`;
const UNITS = '(?:h|min|m²|km|€|%|kg|cm|Ko|Mo)';

/**
 * The rules, in the order they apply. `after` is true for a text that follows a value in a template
 * (`${price} €`): its first space belongs to that value.
 */
const RULES = [
  {
    id: 'points de suspension',
    says: '« … » plutôt que trois points',
    fix: (text) => text.replace(/\.\.\./g, '…'),
  },
  {
    id: '1er',
    says: '« 1er » en minuscules',
    fix: (text) => text.replace(/\b1ER\b/g, '1er'),
  },
  {
    id: 'apostrophe',
    says: 'apostrophe typographique ’',
    fix: (text) => text.replace(new RegExp(`([${LETTER}])(\\\\?)'(?=[${LETTER}])`, 'g'), '$1’'),
  },
  {
    id: 'espace avant ; ! ?',
    says: 'espace fine insécable avant ; ! ?',
    fix: (text, { after = false } = {}) => {
      const inside = text.replace(
        new RegExp(
          `${AFTER_ESCAPED_SPACE}([^\\s${NBSP}${NNBSP};!?&])[ ${NBSP}]?([;!?]+)(?=[\\s${NBSP}${NNBSP}»"'’)\\]<]|${ESCAPED_BREAK}|$)`,
          'g',
        ),
        `$1${NNBSP}$2`,
      );
      // Right after a value: `${question} ?`
      return after ? inside.replace(new RegExp(`^[ ${NBSP}]([;!?]+)(?=\\s|$)`), `${NNBSP}$1`) : inside;
    },
  },
  {
    id: 'espace avant :',
    says: 'espace insécable avant :',
    fix: (text, { after = false } = {}) => {
      const inside = text.replace(
        // Not the colon before a port in an address (`http://localhost:${port}`).
        new RegExp(
          `(?<!https?://[\\w.-]*)${AFTER_ESCAPED_SPACE}([^\\s${NBSP}${NNBSP}:/])[ ]?:(?=[\\s${NBSP}<]|${ESCAPED_BREAK}|$)`,
          'g',
        ),
        `$1${NBSP}:`,
      );
      // Right after a value: `${label} : ${title}`
      return after ? inside.replace(/^ :(?=\s|$)/, `${NBSP}:`) : inside;
    },
  },
  {
    id: 'guillemets',
    says: 'espaces insécables à l’intérieur des guillemets « »',
    fix: (text) =>
      text
        .replace(new RegExp(`«[ ${NBSP}${NNBSP}]?`, 'g'), `«${NBSP}`)
        .replace(new RegExp(`[ ${NBSP}${NNBSP}]?»`, 'g'), `${NBSP}»`),
  },
  {
    id: 'nombre et unité',
    says: 'espace insécable entre un nombre et son unité (10 h, 400 m², 20 €)',
    fix: (text, { after = false } = {}) => {
      const inside = text.replace(new RegExp(`(\\d) (${UNITS})(?![${LETTER}\\d])`, 'g'), `$1${NBSP}$2`);
      return after ? inside.replace(new RegExp(`^ (${UNITS})(?![${LETTER}\\d])`), `${NBSP}$1`) : inside;
    },
  },
  {
    id: 'milliers',
    says: 'espace fine insécable entre les milliers (9 000)',
    fix: (text) => text.replace(/(?<![\d.,])(\d{1,3})[ \u00a0](\d{3})(?![\d])/g, `$1${NNBSP}$2`),
  },
];

const MASK = '\u0000';

/** The text with each fixed wording replaced by as many mask characters, so no rule touches it. */
function masked(text) {
  let out = text;
  for (const fixed of fixedWording) {
    // As written, and as a single-quoted literal writes it (l\'article).
    for (const form of new Set([fixed, fixed.replace(/'/g, "\\'")])) {
      if (out.includes(form)) out = out.split(form).join(MASK.repeat(form.length));
    }
  }
  // HTML entities (&amp; &#39;), tags and their attributes, style sheets: code, not prose.
  return out
    .replace(/<style[\s\S]*?(<\/style>|$)/gi, (code) => MASK.repeat(code.length))
    .replace(/<[a-z/!][^<>]*>/gi, (tag) => MASK.repeat(tag.length))
    .replace(/&#?\w+;/g, (entity) => MASK.repeat(entity.length));
}

/**
 * The text as French typography writes it, and the rules that changed it. Fixed wordings and
 * entities are kept character for character. options.only: the ids of the rules to apply.
 */
export function corrected(text, options = {}) {
  const mask = masked(text);
  // Apply the rules to the runs between masked parts.
  const runs = mask.split(new RegExp(`(${MASK}+)`));
  let offset = 0;
  const broken = new Set();
  const out = runs
    .map((run, index) => {
      const original = index % 2 === 1 ? text.slice(offset, offset + run.length) : run;
      offset += run.length;
      if (index % 2 === 1) return original;
      let value = run;
      for (const rule of RULES.filter(({ id }) => !options.only || options.only.includes(id))) {
        // A run right after a kept wording follows a value too (« Lire l'article : titre »).
        const next = rule.fix(value, { after: (options.after === true && index === 0) || index > 0 });
        if (next !== value) broken.add(rule.id);
        value = next;
      }
      return value;
    })
    .join('');
  return { text: out, rules: [...broken] };
}

/** « inside « before its » (nested guillemets): French uses “ ” inside « ». */
export function nestedGuillemets(text) {
  let depth = 0;
  for (const char of text) {
    if (char === '«') {
      depth += 1;
      if (depth > 1) return true;
    } else if (char === '»') depth = Math.max(0, depth - 1);
  }
  return false;
}

const FRENCH_WORDS =
  /(^|[^A-Za-zÀ-ÿ])(le|la|les|de|des|du|un|une|et|est|vous|votre|vos|pour|au|aux|en|à|dans|sur|par|pas|que|qui|ne|nous|ce|cette|son|sa|ses|leur|avec|sans|plus|ou|il|elle|d’|l’|d'|l')(?=$|[^A-Za-zÀ-ÿ])/i;

/** A text a visitor reads in French: several words, one of them French (not a path, a class, a query). */
export function isFrenchProse(text) {
  // A text between line breaks the source writes as escapes (`\n\nMessage :\n`) reads as its words.
  const trimmed = text
    .trim()
    .replace(new RegExp(`^(?:${ESCAPED_BREAK})+|(?:${ESCAPED_BREAK})+$`, 'g'), '')
    .trim();
  if (!/[A-Za-zÀ-ÿ]{2,}/.test(text)) return false;
  // One word as a sentence: « Chargement... », « Merci ! »
  if (/^[A-ZÀ-Ö][a-zà-ÿ]+[ \u00a0\u202f]?(\.\.\.|…|!|\?)$/.test(trimmed)) return true;
  if (!/[\s\u00a0\u202f]/.test(trimmed) && !/[’']/.test(text)) return false;
  // A label before its colon, the French way (« Date : … »): a space is what English never puts there.
  if (/^[A-ZÀ-Ö][a-zà-ÿ]+[ \u00a0\u202f][:;]/.test(trimmed)) return true;
  if (/^(SELECT|INSERT|UPDATE|DELETE|CREATE|ALTER|DROP|PRAGMA|WITH)\b/i.test(trimmed)) return false;
  // A style sheet (selector { property: value; }) is not prose, whatever words it holds.
  if (/[{}]/.test(text) && /[\w-]+\s*:\s*[^;{}]+;/.test(text)) return false;
  // An elision (d’euros, l’article) is French on its own.
  if (/(^|[^A-Za-zÀ-ÿ])(qu|[dlnjcsmt])['’][A-Za-zÀ-ÿ]/i.test(text)) return true;
  return FRENCH_WORDS.test(text) || /[àâçéèêëîïôûùüœ«»]/i.test(text);
}

/** A template's text right after a value, starting with its unit (`${size} Mo`, `${price} €`). */
export function startsWithUnit(text) {
  return new RegExp(`^ ${UNITS}(?![${LETTER}\\d])`).test(text);
}
