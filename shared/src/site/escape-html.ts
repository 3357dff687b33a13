/**
 * Text made safe to write into HTML or XML, as content or as a quoted attribute's value: the five
 * characters that mark up become entities. The one escape of the site's pages, the server's answers,
 * the search results and the sitemap.
 */
export const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The named entities a pre-rendered page holds (React writes any other character as a number). */
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  rsquo: '’',
};

/**
 * Text read back out of HTML, the inverse of escapeHtml: each entity (`&amp;`, `&#xE9;`) becomes the
 * character it stands for; one that stands for none (an unknown name, a number past the last
 * character) stays as it is written. Names are the table's own, never what every object inherits.
 */
export const unescapeHtml = (html: string): string =>
  html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    const lower = name.toLowerCase();
    if (!lower.startsWith('#')) return Object.hasOwn(NAMED_ENTITIES, lower) ? NAMED_ENTITIES[lower]! : entity;
    const code = lower.startsWith('#x') ? Number.parseInt(lower.slice(2), 16) : Number(lower.slice(1));
    return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
