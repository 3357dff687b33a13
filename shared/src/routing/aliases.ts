import { paths, type PageKey } from './pages';

/**
 * Other addresses of a page. Case variants such as `/pages/lemuseeenbref` or `/pages/cgv`
 * need no entry: matching is case-insensitive. These are the addresses that differ by more than case.
 */
export const pageAliases: ReadonlyArray<{ readonly path: string; readonly page: PageKey }> = [
  { path: '/pages/Accueil', page: 'home' },
  // The usual names of a site's first page, kept by old bookmarks and search results.
  { path: '/index.html', page: 'home' },
  { path: '/index.php', page: 'home' },
  // The French counterpart of /en/, typed by a visitor coming back from the English pages.
  { path: '/fr', page: 'home' },
  { path: '/visiteguidee.html', page: 'guidedTour' },
  { path: '/pages/visiteguidee.html', page: 'guidedTour' },
];

/** Lower-case links of the footer and of the contact chooser. */
export const lowerCasePaths = {
  museumInBrief: '/pages/lemuseeenbref',
  legalInformation: '/pages/Informationslegales',
  termsOfSale: '/pages/cgv',
  contactMuseum: '/pages/formulairemusee',
  contactAssociation: '/pages/formulaireassociation',
  contactChetom: '/pages/formulairechetom',
  /** The guided-visit booking page as the practical-information page names it. */
  guidedTourLegacy: 'visiteguidee.html',
} as const;

function normalise(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed.toLowerCase();
}

const pageByPath = new Map<string, PageKey>([
  ...(Object.entries(paths) as Array<[PageKey, string]>).map(
    ([key, path]) => [normalise(path), key] as const,
  ),
  ...pageAliases.map(({ path, page }) => [normalise(path), page] as const),
]);

/** The page an address leads to, case-insensitively, or undefined for an unknown address. */
export function findPageByPath(pathname: string): PageKey | undefined {
  return pageByPath.get(normalise(pathname));
}

/** The canonical address of a page, for search engines. */
export function canonicalPathOf(page: PageKey): string {
  return page === 'home' ? '/pages/Accueil' : paths[page];
}

/**
 * The page an address renders in place — its own path under any case, or the home page's canonical
 * address — as opposed to an alias the browser is sent on from (/visiteguidee.html, /index.html).
 * The server sends such an address its page's pre-rendered HTML.
 */
export function pageRenderedAt(pathname: string): PageKey | undefined {
  const page = findPageByPath(pathname);
  if (page === undefined) return undefined;
  const address = normalise(pathname);
  const inPlace = normalise(paths[page]) === address || normalise(canonicalPathOf(page)) === address;
  return inPlace ? page : undefined;
}

/** Left in a page rendered at build time where the site's origin goes; the server fills it in. */
export const SITE_ORIGIN_PLACEHOLDER = '%SITE_ORIGIN%';
