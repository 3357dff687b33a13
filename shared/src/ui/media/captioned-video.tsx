import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { PageVideo } from './page-video';
import { VideoPoster } from './video-poster';

const Figure = styled.figure`
  margin: 0;

  video {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.medium};
    background: ${({ theme }) => theme.colors.navy};
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.small};
  }
`;

/** The browser's player, asked for by the visitor: it starts at once and takes the focus. */
function VideoPlayer({ video }: { readonly video: PageVideo }) {
  const player = useRef<HTMLVideoElement>(null);
  useEffect(() => player.current?.focus(), []);
  return (
    <video
      ref={player}
      // Browsers with controls already let the player take the focus; said here for all of them.
      tabIndex={0}
      controls
      autoPlay
      playsInline
      poster={video.poster}
      width={video.width}
      height={video.height}
      aria-label={video.title}
    >
      <source src={video.src} type={video.type} />
      <track kind="captions" src={video.captions} srcLang="fr" label="Français" default />
      <p>
        Votre navigateur ne lit pas cette vidéo : <a href={video.src}>téléchargez-la</a>.
      </p>
    </video>
  );
}

/**
 * A short video with French captions shown by default and a caption text under it. The page shows
 * its poster and « Lire la vidéo »; the browser's player, with its controls, comes when the visitor
 * asks for it (VideoPoster says why).
 */
export function CaptionedVideo({ video, caption }: { readonly video: PageVideo; readonly caption?: string }) {
  const [playing, setPlaying] = useState(false);
  return (
    <Figure>
      {playing ? (
        <VideoPlayer video={video} />
      ) : (
        <VideoPoster video={video} onPlay={() => setPlaying(true)} />
      )}
      {caption && <figcaption>{caption}</figcaption>}
    </Figure>
  );
}
