/** A page's video: its file, its poster and its French captions. */
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
