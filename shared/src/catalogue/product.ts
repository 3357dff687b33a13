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
