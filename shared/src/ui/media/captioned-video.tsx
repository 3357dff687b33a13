import styled from 'styled-components';

export interface PageVideo {
  readonly src: string;
  readonly type: string;
  /** Image shown before playing. */
  readonly poster: string;
  /** French captions (WebVTT). */
  readonly captions: string;
  readonly width: number;
  readonly height: number;
  /** Short French description, the accessible name of the player. */
  readonly title: string;
}

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

/**
 * A short video with the browser's controls, its poster, French captions shown by default and a
 * caption text under it. Nothing downloads before the visitor presses play (preload="none").
 */
export function CaptionedVideo({ video, caption }: { readonly video: PageVideo; readonly caption?: string }) {
  return (
    <Figure>
      <video
        controls
        preload="none"
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
      {caption && <figcaption>{caption}</figcaption>}
    </Figure>
  );
}
