import type { PageVideo } from './page-video';

/**
 * The clips of the pages: silent MP4 files of 640 × 360 with their poster and French captions
 * (made by `npm run generate:page-media -w @mtdm/shared`).
 */
export function silentClip(files: {
  src: string;
  poster: string;
  captions: string;
  title: string;
}): PageVideo {
  return { ...files, type: 'video/mp4', width: 640, height: 360 };
}
