// What the renderer reads of a shell's server build (dist-server/render.js). Untrusted: it runs only
// in the sandboxed renderer; an older live shell may lack the newer names (marked optional).
import type { RenderedRoute } from './page-document';

interface ShellRoute {
  readonly page: string;
  readonly url: string;
  readonly headTags: string;
  readonly lang?: string;
}

type Content = Record<string, unknown>;
/** A React component, handed from one build to another: opaque here (the api never loads React). */
type ComponentType = unknown;

export interface ShellRenderer {
  readonly sharedModules: Record<string, unknown>;
  readonly routesToPrerender: readonly ShellRoute[];
  readonly readContentFolder: (dir: string) => Content;
  readonly checkContentFolder: (dir: string) => unknown[];
  readonly formatProblem: (problem: unknown) => string;
  readonly contentOfPage: (page: string, content: Content) => Content;
  readonly pageContentBlock: (collections: Content) => string;
  readonly renderRoute: (url: string, collections: Content, Page?: ComponentType) => RenderedRoute;
  /** The errors a page's render met inside a boundary (a shell that has it). */
  readonly renderErrors?: (url: string, collections: Content, Page?: ComponentType) => Promise<string[]>;
  readonly notFoundHeadTags: string;
  /** The pages that have a page per item (a shell built before them has none). */
  readonly itemPages?: {
    readonly listPages: readonly string[];
    readonly exposedName: (page: string) => string;
    readonly url: (page: string, item: string) => string;
    readonly file: (page: string, item: string) => string;
    readonly headTags: (page: string, head: ItemHead) => string;
  };
  readonly NOT_FOUND_URL: string;
  readonly NotFoundPage: ComponentType;
  readonly englishNotFound?: { readonly url: string; readonly headTags: string; readonly lang: string };
  readonly searchPage: { readonly url: string; readonly headTags: string; readonly Page: ComponentType };
  /** The search of the visit in English (a shell built before it has none). */
  readonly englishSearchPage?: {
    readonly url: string;
    readonly headTags: string;
    readonly Page: ComponentType;
    readonly lang: string;
  };
}

/** What an item's page says of itself, as its module lists it (checked before use). */
export interface ItemHead {
  readonly item: string;
  readonly title: string;
  readonly description: string;
}

/** A remote's server build (dist-server/pages.js): its page modules; an item module lists its items. */
export interface RemotePages {
  readonly loadPages: (
    publicPath: string,
  ) => Record<string, { readonly default?: ComponentType; readonly itemsOf?: (content: Content) => unknown }>;
}
