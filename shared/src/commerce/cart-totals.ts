import { eurosToCents } from './money';
import { shippingCostCents, type PricedLine } from './shipping';

/** Sum of price × quantity, in cents. */
function cartTotalCents(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + eurosToCents(line.price) * line.quantity, 0);
}

/** Number of articles in the cart (for the bubble of the cart button). */
export function cartItemCount(lines: readonly { readonly quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export interface CartSummary {
  readonly subtotalCents: number;
  readonly shippingCents: number;
  /** Amount sent to the payment call: subtotal + shipping. */
  readonly amountCents: number;
}

/** Subtotal, shipping and amount to pay of a cart, in cents. */
export function summarizeCart(lines: readonly PricedLine[]): CartSummary {
  const subtotalCents = cartTotalCents(lines);
  const shippingCents = shippingCostCents(lines);
  return { subtotalCents, shippingCents, amountCents: subtotalCents + shippingCents };
}
