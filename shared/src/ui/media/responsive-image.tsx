import styled from 'styled-components';

/** An image the pages show: its file(s), its intrinsic size (to reserve its space) and its text. */
export interface PageImage {
  /** Default file (also for browsers without srcset). */
  readonly src: string;
  /** Other widths of the same picture, "url 480w, url 960w". */
  readonly srcSet?: string;
  readonly width: number;
  readonly height: number;
}

export interface ResponsiveImageProps {
  readonly image: PageImage;
  /** French text alternative; '' for a decorative image. */
  readonly alt: string;
  /** Which width the image takes in the layout, for the browser to pick a file ("(max-width: 768px) 100vw, 33vw"). */
  readonly sizes?: string;
  /** Above the fold (a hero): loaded at once and first; otherwise lazily. */
  readonly priority?: boolean;
  readonly className?: string;
}

const Img = styled.img`
  display: block;
  width: 100%;
  height: auto;
  background: ${({ theme }) => theme.colors.surface};
`;

/** An <img> with its size known (no layout shift), a srcset, and lazy loading below the fold. */
export function ResponsiveImage({ image, alt, sizes, priority = false, className }: ResponsiveImageProps) {
  return (
    <Img
      className={className}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? (sizes ?? '100vw') : undefined}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
