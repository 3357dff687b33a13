// What the server asks of its sandboxed renderer, and what it answers. Paths only: the renderer reads
// the builds and the content, writes into its output folder, and knows nothing else.
import type { LocatedSite } from '../located-site';

/** A page to render, as the server's own page registry describes it. */
export interface PageToRender {
  /** The page's key ('shop'): its file is <key>.html. */
  readonly page: string;
  /** Federation name of the module that owns it. */
  readonly remote: string;
  /** What that module exposes for it ('ShopPage'). */
  readonly exposedName: string;
}

export interface RenderJob {
  readonly kind: 'render';
  readonly located: LocatedSite;
  readonly outDir: string;
  readonly pages: readonly PageToRender[];
  /** The frame's own pages too: not-found (French and English) and search (a shell release, a start). */
  readonly framePages: boolean;
  /** Check the content folder with the shell's own schemas before rendering (a content release). */
  readonly checkContent: boolean;
}

/**
 * The indexes of the searches (SEARCH_INDEX_FILES, written into `outDir`): the French one from the
 * French pages of `pagesDir` and the content of `contentDir`, the English one from the English pages.
 */
export interface IndexJob {
  readonly kind: 'index';
  readonly pagesDir: string;
  readonly contentDir: string;
  readonly outDir: string;
}

export type RendererJob = RenderJob | IndexJob;

export interface RenderFailure {
  /** The page's key, or the module's folder when none of its pages could be loaded. */
  readonly page: string;
  readonly message: string;
}

export interface RendererAnswer {
  /** The files written into the output folder. */
  readonly written: readonly string[];
  readonly failures: readonly RenderFailure[];
  /** A content release: what the shell's schemas say of the folder (nothing rendered then). */
  readonly contentProblems?: readonly string[];
}
