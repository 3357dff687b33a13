/// <reference types="webpack/module" />
// Product images are the SVG files of @mtdm/shared/assets/images/products, emitted by webpack's
// asset/resource rule with a hashed name; this context maps a data path to the emitted URL.
// (Jest replaces this file with src/testing/product-image-url-stub.ts: it has no webpack context.)
const productImages = import.meta.webpackContext('../../../../shared/assets/images/products', {
  recursive: false,
  regExp: /\.svg$/,
});

const PREFIX = 'images/products/';

/** URL of a product image from its data path ("images/products/mug.svg"), or undefined if unknown. */
export function productImageUrl(path: string): string | undefined {
  if (!path.startsWith(PREFIX)) return undefined;
  const key = `./${path.slice(PREFIX.length)}`;
  if (!productImages.keys().includes(key)) return undefined;
  const resolved: unknown = productImages(key);
  if (typeof resolved === 'string') return resolved;
  const fallback = (resolved as { default?: unknown } | null)?.default;
  return typeof fallback === 'string' ? fallback : undefined;
}
