// The results as HTML text: written by the server into the search page and the not-found page (they
// work without JavaScript), and by the browser into the same places once the visitor searches again.
// One writer for both, so the page the browser hydrates is the page the server sent.
import { countHits, type SearchGroup, type SearchHit } from './search-document';

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const hitHtml = (hit: SearchHit) =>
  `<li><a href="${escapeHtml(hit.url)}">${escapeHtml(hit.title)}</a>` +
  (hit.detail ? `<span>${escapeHtml(hit.detail)}</span>` : '') +
  (hit.excerpt ? `<p>${escapeHtml(hit.excerpt)}</p>` : '') +
  `</li>`;

const quoted = (query: string) => `«\u00a0${escapeHtml(query.trim())}\u00a0»`;

/** 'Aucun résultat', '1 résultat', '12 résultats'. */
export function resultCountText(count: number): string {
  if (count === 0) return 'Aucun résultat';
  return count === 1 ? '1 résultat' : `${count} résultats`;
}

/** Said where the results go when the index cannot be read. */
export const SEARCH_UNAVAILABLE_HTML =
  '<p>La recherche est indisponible pour le moment. Réessayez dans un instant.</p>';

/** The results page's list: a heading per kind, then each result with its page, date or price. */
export function searchResultsHtml(query: string, groups: readonly SearchGroup[]): string {
  if (!query.trim())
    return '<p>Saisissez un ou plusieurs mots : le nom d’une page, d’une conférence, d’un objet, d’une archive ou d’un article de la boutique.</p>';
  const count = countHits(groups);
  const summary = `<p>${resultCountText(count)} pour ${quoted(query)}.</p>`;
  if (count === 0) return `${summary}<p>Vérifiez l’orthographe, essayez un mot voisin ou moins de mots.</p>`;
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

/**
 * The words of a mistyped address, to search with: '/pages/Colections' → 'Colections',
 * '/pages/informationsPratique.html' → 'informations Pratique'.
 */
export function wordsOfAddress(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed address: its words as they are.
  }
  return decoded
    .replace(/\.[a-z0-9]+$/i, '')
    .split('/')
    .filter((segment) => segment && segment.toLowerCase() !== 'pages')
    .join(' ')
    .replace(/([a-zà-ÿ])([A-ZÀ-Þ])/g, '$1 $2')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .slice(0, 100);
}
