export { ResponsiveImage } from './responsive-image';
export type { PageImage, ResponsiveImageProps } from './responsive-image';
export { CaptionedVideo } from './captioned-video';
export type { PageVideo } from './captioned-video';
export { pageImageFromContext, picturesFolder } from './page-image-context';
export type { AssetContext } from './page-image-context';
export { silentClip } from './silent-clip';
export { StructuredData } from './structured-data';
