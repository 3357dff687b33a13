/**
 * Jest stand-ins for the webpack asset contexts of @mtdm/shared/ui (jest has no webpack): each
 * data path becomes a predictable URL under /assets/, and unknown folders give undefined.
 */
const under = (prefix: string) => (path: string) => (path.startsWith(prefix) ? `/assets/${path}` : undefined);

export const newsImageUrl = under('images/news/');
export const newsDocumentUrl = under('documents/news/');
export const archiveImageUrl = under('images/archives/');
export const productImageUrl = under('images/products/');
