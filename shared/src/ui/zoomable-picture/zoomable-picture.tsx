import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../button';
import { Modal } from '../modal';

/** The picture on its page: whole, never cropped, its space kept before it loads. */
const Picture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  object-fit: contain;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.medium};
`;

/** Where the enlarged picture is looked at: scrolled in both directions, pinched on a phone. */
const Viewer = styled.div`
  max-height: 70vh;
  overflow: auto;
  touch-action: pan-x pan-y pinch-zoom;
  background: ${({ theme }) => theme.colors.surface};

  img {
    display: block;
    max-width: none;
    height: auto;
  }
`;

/** The picture and its button, flush with the column they are in. */
const Figure = styled.figure`
  margin: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

export interface ZoomablePictureProps {
  /** The picture as the page shows it (`srcSet` and `sizes` for a photograph). */
  readonly src: string;
  readonly srcSet?: string;
  readonly sizes?: string;
  /** The largest file of the picture, shown enlarged. */
  readonly largeSrc: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
  /** What the enlarged view is titled with: the name of the object or product. */
  readonly name: string;
}

/**
 * A picture and a button that opens it enlarged in a dialog: shown at the width of the window, then
 * twice as wide with « Agrandir encore », moved with the scroll bars, a finger or the arrow keys
 * (the view takes the focus), pinched on a phone; Escape or « Fermer » closes it.
 */
export function ZoomablePicture({
  src,
  srcSet,
  sizes,
  largeSrc,
  alt,
  width,
  height,
  name,
}: ZoomablePictureProps) {
  const [open, setOpen] = useState(false);
  const [doubled, setDoubled] = useState(false);
  return (
    <Figure>
      <Picture
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        alt={alt}
        width={width}
        height={height}
        // The picture the page is about: fetched first, the only one of the page that is.
        fetchPriority="high"
      />
      <Actions>
        <Button type="button" $variant="secondary" onClick={() => setOpen(true)}>
          Agrandir l’image
        </Button>
      </Actions>
      <Modal open={open} onClose={() => setOpen(false)} title={`Image agrandie : ${name}`}>
        <Viewer role="region" tabIndex={0} aria-label={`Image agrandie, à faire défiler : ${name}`}>
          <img
            src={largeSrc}
            alt={alt}
            width={width}
            height={height}
            style={{ width: doubled ? '200%' : '100%' }}
          />
        </Viewer>
        <Actions>
          <Button
            type="button"
            $variant="secondary"
            aria-pressed={doubled}
            onClick={() => setDoubled(!doubled)}
          >
            Agrandir encore
          </Button>
        </Actions>
      </Modal>
    </Figure>
  );
}
