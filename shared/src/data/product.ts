import type { ProductCategory } from './categories';

/** A product of the shop. Amounts in euros as displayed; compute with @mtdm/shared/commerce. */
export interface Product {
  /** Stable identifier (kebab-case), used by the api to find the catalogue price. */
  readonly id: string;
  readonly name: string;
  /** Unit price in euros, 1 to 60. */
  readonly price: number;
  /** Unit weight in grams. */
  readonly weight: number;
  readonly category: ProductCategory;
  /** Image path relative to shared/assets (see README). */
  readonly image: string;
  readonly sizes?: readonly string[];
  /** Flat packing fee in euros (9.4 or 10.7) for helmets, mugs and perfume. */
  readonly packagingFee?: number;
}

/** A line of the cart: the product fields plus quantity and chosen size (null when the product has none). */
export interface CartLine {
  readonly id?: string;
  readonly name: string;
  readonly price: number;
  readonly weight: number;
  readonly category: string;
  readonly image: string;
  readonly sizes?: readonly string[];
  readonly packagingFee?: number;
  readonly quantity: number;
  readonly selectedSize: string | null;
}
