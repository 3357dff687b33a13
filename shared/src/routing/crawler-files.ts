/**
 * The files crawlers read at the site's root, written once for the server's routes, robots.txt's
 * pointer to the sitemap and the public pages' security policy (contracts/public-page-fetches.ts).
 */
export const CRAWLER_FILES = { robots: '/robots.txt', sitemap: '/sitemap.xml' } as const;
