import { eurosToCents, formatEuros } from '@mtdm/shared/commerce';
import { textParagraphs, type Product, type SiteContent } from '@mtdm/shared/content';
import { ITEM_NAME, type ItemHead } from '@mtdm/shared/routing';
import { categoryLabel } from '../../common/category-label';

/** The paragraphs of a product's description (blank lines between them); none while it is not written. */
export const descriptionParagraphs = (product: Product): string[] => textParagraphs(product.description);

/** The sentence search engines and shares show: the description's first paragraph, or the product's facts. */
export function productSummary(product: Product): string {
  const [first] = descriptionParagraphs(product);
  if (first) return first.length > 200 ? `${first.slice(0, 199).trimEnd()}…` : first;
  const price = formatEuros(eurosToCents(product.price));
  return `${product.name} (${categoryLabel(product.category)}, ${price}), en vente à la boutique du Musée des Troupes de Marine, à Fréjus.`;
}

/** The products that have a page: every one whose name fits an address. */
const productsWithPages = (products: readonly Product[]): Product[] =>
  products.filter((product) => ITEM_NAME.test(product.id));

/** The pages the shop renders beside its own: one per product. */
export const productItems = (content: Partial<SiteContent>): ItemHead[] =>
  productsWithPages(content.products ?? []).map((product) => ({
    item: product.id,
    title: product.name,
    description: productSummary(product),
  }));
