/// <reference types="webpack/module" />
// Files of shared/assets/images/archives, emitted by webpack's asset/resource rule with hashed names into the
// module that uses this function (jest maps this file to src/testing/asset-url-stubs.ts).
import { urlFromContext } from './resolve-context';

const files = import.meta.webpackContext('../../../assets/images/archives', {
  recursive: false,
  regExp: /\.svg$/,
});

/** URL of a archive item's image from its data path ("images/archives/…"), or undefined if unknown. */
export function archiveImageUrl(path: string): string | undefined {
  return urlFromContext(files, 'images/archives/', path);
}
