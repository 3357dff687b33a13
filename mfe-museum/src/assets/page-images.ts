/// <reference types="webpack/module" />
// The pictures of this module's pages (files <name>-<width>x<height>.webp in this folder, made by
// `npm run generate:page-media -w @mtdm/shared` or added by hand). Jest maps this file to a stub.
import { pageImageFromContext, type PageImage } from '@mtdm/shared/ui';

const pictures = import.meta.webpackContext('.', { recursive: true, regExp: /\.webp$/ });

/** A picture by name ("collections/casque-colonial"), with its srcset and size. */
export function pageImage(name: string): PageImage {
  return pageImageFromContext(pictures, name);
}
