export { ResponsiveImage } from './responsive-image';
export type { PageImage } from './responsive-image';
export { CaptionedVideo } from './captioned-video';
export { picturesFolder } from './page-image-context';
export { silentClip } from './silent-clip';
export { StructuredData } from './structured-data';
