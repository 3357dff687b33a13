export { archiveImageUrl } from './archive-image-url';
export { productImageUrl } from './product-image-url';
