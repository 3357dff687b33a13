/** Jest stand-in for features/catalogue/product-image-url.ts (no webpack context under jest). */
export function productImageUrl(path: string): string | undefined {
  return path.startsWith('images/products/') ? `/assets/${path}` : undefined;
}
