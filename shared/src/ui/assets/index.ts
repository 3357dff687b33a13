export { newsImageUrl } from './news-image-url';
export { newsDocumentUrl } from './news-document-url';
export { archiveImageUrl } from './archive-image-url';
export { productImageUrl } from './product-image-url';
