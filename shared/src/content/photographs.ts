// A picture of the content may be a drawing (SVG, served as it is) or a photograph (JPEG, PNG, WebP)
// dropped in content/media/ by an editor: the server makes it in the widths below, as WebP, on first
// request (api/src/site/content-files.ts), and the pages ask for the width they show.
import { contentMediaUrl } from './store';

/** The widths the server makes of a photograph. */
export const PHOTOGRAPH_WIDTHS = [200, 400, 800] as const;

/** A photograph rather than a drawing, by its file name. */
export const isPhotograph = (path: string): boolean => /\.(jpe?g|png|webp)$/i.test(path);

export interface ContentImageSources {
  readonly src: string;
  /** For a photograph: each width the server makes, so the browser picks the one it needs. */
  readonly srcSet?: string;
}

/** The addresses of a content picture shown `displayWidth` CSS pixels wide at most. */
export function contentImageSources(path: string, displayWidth: number): ContentImageSources {
  const url = contentMediaUrl(path);
  if (!isPhotograph(path)) return { src: url };
  const width = PHOTOGRAPH_WIDTHS.find((candidate) => candidate >= displayWidth) ?? PHOTOGRAPH_WIDTHS.at(-1)!;
  return {
    src: `${url}?w=${width}`,
    srcSet: PHOTOGRAPH_WIDTHS.map((candidate) => `${url}?w=${candidate} ${candidate}w`).join(', '),
  };
}
