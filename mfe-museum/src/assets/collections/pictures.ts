/// <reference types="webpack/module" />
// The pictures of the collections page: files <name>-<width>x<height>.webp in this folder, made by
// `npm run generate:page-media -w @mtdm/shared` or added by hand. One webpack context per folder: a
// page bundles the addresses of its own pictures only. Jest maps this file to a stub.
import { picturesFolder } from '@mtdm/shared/ui';

/** A picture of this folder by name ("casque-colonial"), with its srcset and size. */
export default picturesFolder(import.meta.webpackContext('.', { recursive: false, regExp: /\.webp$/ }));
