import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { isPlainLeftClick } from '../plain-click';
import { VisuallyHidden } from '../visually-hidden';
import type { PageVideo } from './page-video';

const PosterLink = styled.a`
  position: relative;
  display: block;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.textOnDark};
  text-decoration: none;

  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: inherit;
  }
`;

const PlayLabel = styled.span`
  /* In a corner: the posters write their title on the left. */
  position: absolute;
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.navy};
  box-shadow: ${({ theme }) => theme.shadows.floating};
  font-weight: 700;
  white-space: nowrap;

  &::before {
    content: '';
    border-style: solid;
    border-width: 0.5em 0 0.5em 0.85em;
    border-color: transparent transparent transparent currentColor;
  }

  ${PosterLink}:hover & {
    background: ${({ theme }) => theme.colors.red};
  }
`;

/**
 * What a page shows of its video until the visitor asks for it: the poster and « Lire la vidéo ».
 * The browser's player (its controls, their icons and the captions file) costs the page's first
 * display tens of milliseconds on a phone even when nobody plays the video, so it comes on demand.
 * Without JavaScript the link opens the video file itself.
 */
export function VideoPoster({ video, onPlay }: { readonly video: PageVideo; readonly onPlay: () => void }) {
  const play = (event: MouseEvent) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    onPlay();
  };
  return (
    <PosterLink href={video.src} onClick={play}>
      {/* One width: the poster is a frame of the video, made at the video's size. */}
      <img
        src={video.poster}
        srcSet={`${video.poster} ${video.width}w`}
        sizes={`(min-width: ${video.width}px) ${video.width}px, 100vw`}
        width={video.width}
        height={video.height}
        alt=""
        loading="lazy"
        decoding="async"
      />
      <PlayLabel>
        Lire la vidéo<VisuallyHidden> : {video.title}</VisuallyHidden>
      </PlayLabel>
    </PosterLink>
  );
}
