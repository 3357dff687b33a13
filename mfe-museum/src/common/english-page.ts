import type { PageKey } from '@mtdm/shared/routing';
import type { PageImage } from '@mtdm/shared/ui';

/** A part of an English page: a heading, then paragraphs, a list or label–value rows. */
interface EnglishSection {
  readonly heading: string;
  readonly paragraphs?: readonly string[];
  readonly list?: readonly string[];
  readonly rows?: readonly {
    readonly label: string;
    readonly value: string;
    readonly lang?: 'fr';
    /** A value that is a link: a telephone to call, a map to open. */
    readonly href?: string;
  }[];
  /**
   * Pictures with their English caption and what each shows (the French page's pictures, in its
   * order): the alt describes the picture, the caption names it.
   */
  readonly figures?: readonly {
    readonly picture: PageImage;
    readonly caption: string;
    readonly alt: string;
  }[];
}

/** An English page of the visit: written in a typed content file beside the French page's. */
export interface EnglishPageContent {
  readonly page: PageKey;
  readonly lead: string;
  readonly sections: readonly EnglishSection[];
  /** Where to go next: an English page, or a French one (said to be in French). */
  readonly links: readonly { readonly page: PageKey; readonly label: string }[];
}
