import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ResponsiveImage, type PageImage } from '../media/responsive-image';

const Banner = styled.header`
  position: relative;
  display: grid;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.textOnDark};

  > img {
    grid-area: 1 / 1;
    width: 100%;
    height: 100%;
    min-height: 320px;
    max-height: 520px;
    object-fit: cover;
  }
  /* On a phone the picture comes first and the text under it, on the navy ground. */
  ${({ theme }) => theme.media.upToWidgets} {
    > img {
      min-height: 0;
      max-height: 240px;
    }
    > div {
      grid-area: 2 / 1;
      padding-top: ${({ theme }) => theme.space.lg};
      background: ${({ theme }) => theme.colors.navy};
    }
  }
`;

const Text = styled.div`
  grid-area: 1 / 1;
  align-self: end;
  z-index: 1;
  width: 100%;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md} ${theme.space.lg}`};
  background: linear-gradient(to top, ${({ theme }) => theme.colors.overlay} 55%, transparent);

  > div {
    max-width: ${({ theme }) => theme.layout.maxWidth};
    margin: 0 auto;
  }
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textOnDark};
  }
  p {
    max-width: 44rem;
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.large};
  }
  p a {
    color: ${({ theme }) => theme.colors.textOnDark};
  }
`;

export interface HeroBannerProps {
  readonly title: string;
  readonly image: PageImage;
  /** Alternative text of the picture (it is decorative when the heading says it all: ''). */
  readonly imageAlt: string;
  readonly children?: ReactNode;
}

/** The top of a presentation page: a wide picture (loaded first), the page heading and a short text. */
export function HeroBanner({ title, image, imageAlt, children }: HeroBannerProps) {
  return (
    <Banner>
      <ResponsiveImage image={image} alt={imageAlt} sizes="100vw" priority />
      <Text>
        <div>
          <h1>{title}</h1>
          {children}
        </div>
      </Text>
    </Banner>
  );
}
