import { canonicalPathOf, pages, type PageKey } from '@mtdm/shared/routing';

/**
 * Pages that are results of an action (payment, cancellation) or a notice (member area): left out of
 * the sitemap, but not forbidden in robots.txt — a crawler that follows a link finds a valid page
 * with nothing personal in it, and Lighthouse counts a page robots.txt blocks as not crawlable.
 */
const NOT_INDEXED: ReadonlySet<PageKey> = new Set([
  'paymentSuccess',
  'paymentCancel',
  'registrationSuccess',
  'registrationCancel',
  'donationSuccess',
  'donationCancel',
  'memberArea',
]);

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The canonical addresses of the pages worth finding, from the page registry. */
function indexedPaths(): string[] {
  return (Object.keys(pages) as PageKey[]).filter((page) => !NOT_INDEXED.has(page)).map(canonicalPathOf);
}

/** sitemap.xml (sitemaps.org 0.9) with absolute addresses on `origin`. */
export function sitemapXml(origin: string): string {
  const urls = indexedPaths()
    .map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** robots.txt: everything but the api and the payment sandbox, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /sandbox-payments/',
    'Disallow: /submit-guided-tour',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
