// The shape of the shop's one store: what each slice holds and offers. The slices (cart-slice.ts,
// ui-slice.ts) make their part of it; the store (shop-store.ts) puts them together.
import type { Product } from '@mtdm/shared/content';
import type { CartLine } from '@mtdm/shared/catalogue';

export interface CartSlice {
  readonly lines: readonly CartLine[];
  addItem: (product: Product, options?: { size?: string | null; quantity?: number }) => void;
  increment: (name: string, size: string | null) => void;
  /** Floor of 1: use removeLine to take a line out. */
  decrement: (name: string, size: string | null) => void;
  removeLine: (name: string, size: string | null) => void;
  clearCart: () => void;
}

/** Which overlay of the shop is open: the cart panel or the payment modal (never both). */
export interface UiSlice {
  readonly cartOpen: boolean;
  readonly checkoutOpen: boolean;
  openCart: () => void;
  closeCart: () => void;
  /** The pay button of the cart: closes the cart and opens the payment modal. */
  startCheckout: () => void;
  closeCheckout: () => void;
}

export type ShopState = CartSlice & UiSlice;
