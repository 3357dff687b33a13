// The results as HTML text: written by the server into the search page and the not-found page (they
// work without JavaScript), and by the browser into the same places once the visitor searches again.
// One writer for both, so the page the browser hydrates is the page the server sent.
import { contentMediaUrl } from '../content/store';
import { escapeHtml } from '../site/escape-html';
import { countHits, type SearchGroup, type SearchHit } from './search-document';
import type { SearchLanguage } from './search-language';

const hitHtml = (hit: SearchHit) =>
  `<li><a href="${escapeHtml(hit.url)}">${escapeHtml(hit.title)}</a>` +
  (hit.detail ? `<span>${escapeHtml(hit.detail)}</span>` : '') +
  (hit.excerpt ? `<p>${escapeHtml(hit.excerpt)}</p>` : '') +
  `</li>`;

/** What the results say, in each language of the search. */
const RESULT_TEXTS = {
  fr: {
    quoted: (query: string) => `«\u00a0${escapeHtml(query.trim())}\u00a0»`,
    count: (count: number) => {
      if (count === 0) return 'Aucun résultat';
      return count === 1 ? '1 résultat' : `${count} résultats`;
    },
    for: 'pour',
    unavailable: '<p>La recherche est indisponible pour le moment. Réessayez dans un instant.</p>',
    empty:
      '<p>Saisissez un ou plusieurs mots : le nom d’une page, d’une conférence, d’un objet, d’une archive ou d’un article de la boutique.</p>',
    none: '<p>Vérifiez l’orthographe, essayez un mot voisin ou moins de mots.</p>',
  },
  en: {
    quoted: (query: string) => `“${escapeHtml(query.trim())}”`,
    count: (count: number) => {
      if (count === 0) return 'No results';
      return count === 1 ? '1 result' : `${count} results`;
    },
    for: 'for',
    unavailable: '<p>The search is unavailable for the moment. Please try again shortly.</p>',
    empty:
      '<p>Type one or more words: opening hours, the collections, a guided tour, the archive centre…</p>',
    none: '<p>Check the spelling, try a related word or fewer words. The rest of the site is in French.</p>',
  },
} satisfies Record<SearchLanguage, unknown>;

/** 'Aucun résultat', '1 résultat', '12 résultats' ('No results', '1 result'… in English). */
export function resultCountText(count: number, language: SearchLanguage = 'fr'): string {
  return RESULT_TEXTS[language].count(count);
}

/** What the status line says once a new search is answered: '3 résultats pour « casque »'. */
export function resultStatusText(count: number, query: string, language: SearchLanguage = 'fr'): string {
  const texts = RESULT_TEXTS[language];
  return `${texts.count(count)} ${texts.for} ${language === 'fr' ? `«\u00a0${query}\u00a0»` : `“${query}”`}`;
}

/** Said where the results go when the index cannot be read. */
export const searchUnavailableHtml = (language: SearchLanguage = 'fr') => RESULT_TEXTS[language].unavailable;

/** The results page's list: a heading per kind, then each result with its page, date or price. */
export function searchResultsHtml(
  query: string,
  groups: readonly SearchGroup[],
  language: SearchLanguage = 'fr',
): string {
  const texts = RESULT_TEXTS[language];
  if (!query.trim()) return texts.empty;
  const count = countHits(groups);
  const summary = `<p>${texts.count(count)} ${texts.for} ${texts.quoted(query)}.</p>`;
  if (count === 0) return `${summary}${texts.none}`;
  const sections = groups.map(
    (group) =>
      `<section aria-labelledby="resultats-${group.kind}"><h2 id="resultats-${group.kind}">${escapeHtml(group.label)}</h2>` +
      `<ul>${group.hits.map(hitHtml).join('')}</ul></section>`,
  );
  return summary + sections.join('');
}

/** The not-found page's suggestions: the closest pages, or nothing when none comes close. */
export function closestPagesHtml(hits: readonly SearchHit[]): string {
  if (hits.length === 0) return '';
  return `<h2>Les pages les plus proches</h2><ul>${hits.map(hitHtml).join('')}</ul>`;
}

const MEDIA_PATH = contentMediaUrl('');

/** The server's calls and the modules' files: none of their names is a word a visitor would look for. */
const SITE_MACHINERY = /^\/(api|mfe)(\/|$)/i;

/**
 * The words of a mistyped address, to search with: '/pages/Colections' → 'Colections',
 * '/pages/informationsPratique.html' → 'informations Pratique'; of a document no longer published,
 * its name alone: '/content/media/documents/news/programme-2019.pdf' → 'programme 2019'; of a call or
 * a module's file, none: '/api/inconnu.php' → ''.
 */
export function wordsOfAddress(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed address: its words as they are.
  }
  if (SITE_MACHINERY.test(decoded)) return '';
  // The media's folders are the site's filing, not words a visitor would search with.
  const named = decoded.toLowerCase().startsWith(MEDIA_PATH)
    ? decoded.slice(decoded.lastIndexOf('/'))
    : decoded;
  return named
    .replace(/\.[a-z0-9]+$/i, '')
    .split('/')
    .filter((segment) => segment && segment.toLowerCase() !== 'pages')
    .join(' ')
    .replace(/([a-zà-ÿ])([A-ZÀ-Þ])/g, '$1 $2')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .slice(0, 100);
}
