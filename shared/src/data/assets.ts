import { archiveItems } from './archives';
import { products } from './catalogue';
import { newsItems } from './news';

/**
 * Asset references in the data are plain paths relative to the `shared/assets` folder
 * (e.g. "images/news/01-bazeilles-derniere-cartouche.svg"), so the data loads anywhere (api, jest,
 * browser). UI code turns them into URLs: either with `assetUrl(path, base)` when the assets folder
 * is published at `base`, or through webpack (see shared/README.md).
 */
/** Intrinsic sizes of the generated images, so pages can reserve their space. */
const IMAGE_SIZES = {
  news: { width: 640, height: 400 },
  products: { width: 400, height: 400 },
  archives: { width: 480, height: 360 },
} as const;

/** Width and height of a data image, from its folder. */
export function imageSize(path: string): { width: number; height: number } {
  if (path.startsWith('images/products/')) return IMAGE_SIZES.products;
  if (path.startsWith('images/archives/')) return IMAGE_SIZES.archives;
  return IMAGE_SIZES.news;
}

/** Joins a published assets base URL and a data path: ("/shared-assets/", "images/a.svg") -> "/shared-assets/images/a.svg". */
export function assetUrl(path: string, baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Every asset path the data refers to (for checks and copy steps). */
export function referencedAssetPaths(): string[] {
  return [
    ...newsItems.flatMap((item) => [item.image, item.pdfPath]),
    ...archiveItems.map((item) => item.image),
    ...products.map((product) => product.image),
  ];
}
