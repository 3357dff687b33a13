import { useEffect } from 'react';
import { SITE_NAME } from '../../routing/pages';
import { setCanonical, setMeta } from './head-tags';

/**
 * Document title of an item's page (a product, an object): with the site's name while the whole stays
 * within 70 characters, what search engines show; its own name alone otherwise.
 */
export function itemDocumentTitle(name: string): string {
  const full = documentTitle(name);
  return full.length <= 70 ? full : name;
}

/** Document title of a page: "<page> | Musée des Troupes de Marine" (the home page shows the site name first). */
export function documentTitle(pageTitle: string | undefined): string {
  if (!pageTitle) return SITE_NAME;
  return `${pageTitle} | ${SITE_NAME}`;
}

interface PageMetaProps {
  readonly title: string;
  /** Left as the pre-rendered page wrote it when not given (a registry page's). */
  readonly description?: string;
  /** The canonical address of the page (its registry or item path); null for the not-found page. */
  readonly canonicalPath: string | null;
  /** 'en' for the visit in English; French otherwise. */
  readonly lang?: 'en';
}

/**
 * The head of every route: one title, the meta description, the canonical address and the Open Graph
 * tags, updated in place (the static index.html already has one of each, so the document keeps a
 * single <title> and stays valid before any script runs).
 */
export function PageMeta({ title, description, canonicalPath, lang }: PageMetaProps) {
  useEffect(() => {
    document.title = title;
    document.documentElement.lang = lang ?? 'fr';
    if (description !== undefined) setMeta('name', 'description', description);
    // Absolute, as search engines expect: the origin is read here, in the effect, never in render.
    const canonical = canonicalPath === null ? null : `${window.location.origin}${canonicalPath}`;
    setCanonical(canonical);
    if (canonical) setMeta('property', 'og:url', canonical);
    setMeta('property', 'og:title', title);
    if (description !== undefined) setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:locale', lang === 'en' ? 'en_GB' : 'fr_FR');
    setMeta('property', 'og:site_name', SITE_NAME);
  }, [title, description, canonicalPath, lang]);
  return null;
}
