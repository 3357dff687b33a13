import { SITE_NAME, SITE_ORIGIN_PLACEHOLDER } from '@mtdm/shared/routing';
import { escapeHtml } from '@mtdm/shared/site';

/** What the head of a route says: the same values PageMeta sets in the browser. */
export interface PageHead {
  readonly title: string;
  /** Written into the pre-rendered head; in the browser the pre-rendered one stays when absent. */
  readonly description?: string;
  /** The canonical path (its registry path); null for the not-found page. */
  readonly canonicalPath: string | null;
  /** 'en' for the visit in English; French otherwise. */
  readonly lang?: 'en';
  /** The page in each language (hreflang), when it has a counterpart; French is the default. */
  readonly alternates?: { readonly fr: string; readonly en: string };
}

/**
 * The picture a shared page shows (shell/public/, made by scripts/generate-share-image.mjs), with what it
 * shows said in each language.
 */
const SHARE_IMAGE = {
  path: '/partage-1200x630.png',
  width: 1200,
  height: 630,
  alt: {
    fr: 'L’ancre d’or des troupes de marine et le nom du musée, à Fréjus',
    en: 'The gold anchor of the troupes de marine and the museum’s name, in Fréjus',
  },
} as const;

/** The share picture's tags, the picture's address made absolute with `origin`. */
const shareImageTags = (origin: string, lang: 'fr' | 'en') =>
  [
    ['property', 'og:image', `${origin}${SHARE_IMAGE.path}`],
    ['property', 'og:image:width', String(SHARE_IMAGE.width)],
    ['property', 'og:image:height', String(SHARE_IMAGE.height)],
    ['property', 'og:image:alt', SHARE_IMAGE.alt[lang]],
    ['name', 'twitter:card', 'summary_large_image'],
  ] as const;

/** A head as the pre-render writes it: with its description. */
export type PrerenderedHead = PageHead & { readonly description: string };

/**
 * The head tags of a pre-rendered page, as PageMeta would set them: one title, the description, the
 * absolute canonical address and the Open Graph tags. The origin is left as a placeholder: the
 * server fills it, since the address the site is served at is not known when it is built.
 */
export function headTagsHtml({
  title,
  description,
  canonicalPath,
  lang,
  alternates,
}: PrerenderedHead): string {
  const canonical = canonicalPath === null ? null : `${SITE_ORIGIN_PLACEHOLDER}${canonicalPath}`;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    ...(canonical ? [`<link rel="canonical" href="${escapeHtml(canonical)}">`] : []),
    ...(canonical ? [meta('property', 'og:url', canonical)] : []),
    ...(alternates
      ? (
          [
            ['fr', alternates.fr],
            ['en', alternates.en],
            ['x-default', alternates.fr],
          ] as const
        ).map(
          ([hreflang, path]) =>
            `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(`${SITE_ORIGIN_PLACEHOLDER}${path}`)}">`,
        )
      : []),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', lang === 'en' ? 'en_GB' : 'fr_FR'),
    meta('property', 'og:site_name', SITE_NAME),
    ...shareImageTags(SITE_ORIGIN_PLACEHOLDER, lang ?? 'fr').map(([attribute, key, content]) =>
      meta(attribute, key, content),
    ),
  ].join('');
}
