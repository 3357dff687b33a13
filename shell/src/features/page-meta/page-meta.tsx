import { findPageByPath, pages, SITE_NAME } from '@mtdm/shared/routing';

/** Document title of a page: "<page> | Musée des Troupes de Marine" (the home page shows the site name first). */
export function documentTitle(pageTitle: string | undefined): string {
  if (!pageTitle) return SITE_NAME;
  return `${pageTitle} | ${SITE_NAME}`;
}

interface PageMetaProps {
  readonly title: string;
  readonly description: string;
}

/** React 19 hoists these into <head>: every route sets its French title and meta description. */
export function PageMeta({ title, description }: PageMetaProps) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
    </>
  );
}

/** Title reported for an address (analytics): the page's own title, or the not-found title. */
export function pageTitleForPath(pathname: string): string {
  const page = findPageByPath(pathname);
  return documentTitle(page && page !== 'home' ? pages[page].title : page ? undefined : 'Page introuvable');
}
