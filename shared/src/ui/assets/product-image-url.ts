/// <reference types="webpack/module" />
// Files of shared/assets/images/products, emitted by webpack's asset/resource rule with hashed names into the
// module that uses this function (jest maps this file to src/testing/asset-url-stubs.ts).
import { urlFromContext } from './resolve-context';

const files = import.meta.webpackContext('../../../assets/images/products', {
  recursive: false,
  regExp: /\.svg$/,
});

/** URL of a product's image from its data path ("images/products/…"), or undefined if unknown. */
export function productImageUrl(path: string): string | undefined {
  return urlFromContext(files, 'images/products/', path);
}
