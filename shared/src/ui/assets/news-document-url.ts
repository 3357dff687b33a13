/// <reference types="webpack/module" />
// Files of shared/assets/documents/news, emitted by webpack's asset/resource rule with hashed names into the
// module that uses this function (jest maps this file to src/testing/asset-url-stubs.ts).
import { urlFromContext } from './resolve-context';

const files = import.meta.webpackContext('../../../assets/documents/news', {
  recursive: false,
  regExp: /\.pdf$/,
});

/** URL of a news item's PDF article from its data path ("documents/news/…"), or undefined if unknown. */
export function newsDocumentUrl(path: string): string | undefined {
  return urlFromContext(files, 'documents/news/', path);
}
