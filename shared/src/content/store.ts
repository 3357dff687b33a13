// The published content as the browser (and the pre-rendering) holds it: one store on the global
// object, shared by the shell and every module's copy of this code. A page's content arrives written
// in its HTML (the collections it was rendered with); a collection a later page needs is fetched from
// the live content release (/content/<version>/<collection>.json).
import { serializeDataBlock, type DocumentLike } from '../routing/boot-data';
import type { ContentCollection, SiteContent } from './types';

/** The element of a pre-rendered page that carries its content (a JSON data block, never executed). */
export const CONTENT_ELEMENT_ID = 'mtdm-content';

/** Where the published content is served: each release's collections, and the media. */
export const CONTENT_FILES_PATH = '/content/';

/** Where a collection of the live release is served ('repo': the repository's own content/). */
const collectionUrl = (version: string | null, name: ContentCollection) =>
  `${CONTENT_FILES_PATH}${version ?? 'repo'}/${name}.json`;

/** Media of the content (images, PDFs), by their path in content/media/: one address, whatever the release. */
export const contentMediaUrl = (path: string) => `${CONTENT_FILES_PATH}media/${path}`;

interface ContentStore {
  version: string | null;
  collections: Partial<Record<ContentCollection, unknown>>;
  pending: Partial<Record<ContentCollection, Promise<unknown>>>;
  /** While a page is pre-rendered: only the collections it was given, never a fetch. */
  renderingPage: boolean;
}

const KEY = '__mtdmContent';
const store = (): ContentStore => {
  const holder = globalThis as typeof globalThis & { [KEY]?: ContentStore };
  holder[KEY] ??= { version: null, collections: {}, pending: {}, renderingPage: false };
  return holder[KEY];
};

/** Collections now known (from the page, or a render), and the live release's version. */
export function publishContent(collections: Partial<SiteContent>, version?: string | null): void {
  const current = store();
  Object.assign(current.collections, collections);
  if (version !== undefined) current.version = version;
}

/** A collection already known, or undefined. */
export const knownCollection = <K extends ContentCollection>(name: K): SiteContent[K] | undefined =>
  store().collections[name] as SiteContent[K] | undefined;

/** A collection, fetched once from the live release when not known yet. */
export function loadCollection<K extends ContentCollection>(name: K): Promise<SiteContent[K]> {
  const current = store();
  const known = current.collections[name];
  if (known !== undefined) return Promise.resolve(known as SiteContent[K]);
  if (current.renderingPage)
    throw new Error(`la collection « ${name} » manque à la page (content/pages-content.ts)`);
  current.pending[name] ??= fetch(collectionUrl(current.version, name))
    .then((response) => {
      if (!response.ok) throw new Error(`contenu « ${name} » indisponible (${response.status})`);
      return response.json();
    })
    .then((value: unknown) => {
      current.collections[name] = value;
      return value;
    })
    .catch((error: unknown) => {
      delete current.pending[name];
      throw error;
    });
  return current.pending[name] as Promise<SiteContent[K]>;
}

/** Tests and renders start from nothing. */
export function forgetContent(): void {
  const current = store();
  current.collections = {};
  current.pending = {};
  current.version = null;
  current.renderingPage = false;
}

/**
 * The content a page is pre-rendered with, and only it: a component that reads another collection
 * fails the render (the page would not carry it), instead of waiting for a fetch.
 */
export function renderWithContent(collections: Partial<SiteContent>): void {
  forgetContent();
  publishContent(collections);
  store().renderingPage = true;
}

/** The page's content as its HTML carries it: JSON that cannot close its <script> element. */
export const serializePageContent = (collections: Partial<SiteContent>): string =>
  serializeDataBlock(collections);

/**
 * Publishes the content a pre-rendered page carries (before it is hydrated, so the first render is
 * the one the server made); returns whether the page carried any.
 */
export function publishPageContent(version: string | null): boolean {
  const { document } = globalThis as { document?: DocumentLike };
  const text = document?.getElementById(CONTENT_ELEMENT_ID)?.textContent;
  let collections: Partial<SiteContent> = {};
  try {
    const value: unknown = text ? JSON.parse(text) : undefined;
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      collections = value as Partial<SiteContent>;
  } catch {
    // An unreadable block: the collections are fetched, as for a page without one.
  }
  publishContent(collections, version);
  return Object.keys(collections).length > 0;
}
