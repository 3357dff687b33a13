/// <reference types="webpack/module" />
// Files of shared/assets/images/news, emitted by webpack's asset/resource rule with hashed names into the
// module that uses this function (jest maps this file to src/testing/asset-url-stubs.ts).
import { urlFromContext } from './resolve-context';

const files = import.meta.webpackContext('../../../assets/images/news', {
  recursive: false,
  regExp: /\.svg$/,
});

/** URL of a news item's illustration from its data path ("images/news/…"), or undefined if unknown. */
export function newsImageUrl(path: string): string | undefined {
  return urlFromContext(files, 'images/news/', path);
}
