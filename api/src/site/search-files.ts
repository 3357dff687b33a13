import { collectionsOfPage, contentMediaUrl, type SiteContent } from '@mtdm/shared/content';
import { parseFrenchDate, toIsoDate } from '@mtdm/shared/news';
import {
  canonicalPathOf,
  CRAWLER_FILES,
  ENGLISH_SEARCH_PATH,
  indexedPages,
  SEARCH_PATH,
} from '@mtdm/shared/routing';
import { escapeHtml } from '@mtdm/shared/site';

/** The day of the newest news item published by `today` (ISO), or undefined. */
function newestNewsDay(news: SiteContent['news'], today: string): string | undefined {
  const days = news
    .map((item) => parseFrenchDate(item.date))
    .filter((date) => date !== null)
    .map(toIsoDate)
    .filter((day) => day <= today)
    .sort();
  return days.at(-1);
}

/**
 * sitemap.xml (sitemaps.org 0.9) with absolute addresses on `origin`, from the published content:
 * the pages that show the news are dated by the newest item, each item's PDF article is listed, and
 * so is each page of an object or a product (`itemPaths`, the live ones).
 */
export function sitemapXml(
  origin: string,
  content: SiteContent,
  today: string,
  itemPaths: readonly string[] = [],
): string {
  const newsDay = newestNewsDay(content.news, today);
  const entry = (path: string, day?: string) =>
    `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc>${day ? `<lastmod>${day}</lastmod>` : ''}</url>`;
  const pageUrls = indexedPages().map((page) =>
    entry(canonicalPathOf(page), collectionsOfPage(page).includes('news') ? newsDay : undefined),
  );
  // A lastmod is never in the future: an item announced for a later day is listed without one.
  const articles = content.news.map((item) => {
    const date = parseFrenchDate(item.date);
    const day = date ? toIsoDate(date) : undefined;
    return entry(contentMediaUrl(item.pdfPath), day && day <= today ? day : undefined);
  });
  const urls = [...pageUrls, ...itemPaths.map((path) => entry(path)), ...articles].join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * robots.txt: everything but the api, the payment sandbox and the site search's answers (endless,
 * and each made of other pages), and where the sitemap is.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /sandbox-payments/',
    'Disallow: /submit-guided-tour',
    `Disallow: ${SEARCH_PATH}?`,
    `Disallow: ${ENGLISH_SEARCH_PATH}?`,
    '',
    `Sitemap: ${origin}${CRAWLER_FILES.sitemap}`,
    '',
  ].join('\n');
}
