// The shop's amount computed again on the server from the published catalogue, never from the
// request, with the messages a buyer reads when the cart does not add up.
import { cartLineSchema, type ShopPaymentRequest } from '@mtdm/shared/contracts';
import {
  eurosToCents,
  FRAGILE_MIX_MESSAGE,
  formatEuros,
  mixesFragileItem,
  summarizeCart,
  type CartSummary,
} from '@mtdm/shared/commerce';
import type { Product } from '@mtdm/shared/content';
import { quotedName } from '@mtdm/shared/site';
import { findProductById, findProductByName } from '@mtdm/shared/catalogue';
import { amountDisagrees, fail, type Priced } from '../payments/payment-flow';

export const shopPricingMessages = {
  emptyCart: 'Le panier est vide.',
  invalidCart: 'Le panier est illisible : rechargez la page de la boutique et réessayez.',
  unknownProduct: (name: string) =>
    `L’article ${quotedName(name)} n’est pas (ou plus) vendu par la boutique.`,
  fragileMix: FRAGILE_MIX_MESSAGE,
  unavailable: (name: string) =>
    `L’article ${quotedName(name)} n’est plus disponible pour le moment : retirez-le du panier pour commander le reste.`,
  unknownSize: (name: string) => `Choisissez une taille disponible pour l’article ${quotedName(name)}.`,
  shippingMismatch: (expected: number, received: number) =>
    `Les frais d’envoi envoyés (${formatEuros(received)}) ne correspondent pas à ceux de la commande (${formatEuros(expected)}). Rechargez la page et réessayez.`,
} as const;

export interface PricedLine {
  readonly product: Product;
  readonly size: string | null;
  readonly quantity: number;
}

/**
 * The shop amount computed again from the catalogue: each line is matched to its product (id, else
 * exact name), the size must be one the product offers, and price, weight and packing fee come
 * from the catalogue, never from the request. The request's amount and shipping must agree. The buyer's
 * rules ran before, once (the flow's rules).
 */
export function priceShopOrder(
  request: ShopPaymentRequest,
  catalogue: readonly Product[],
): Priced<{ lines: PricedLine[]; summary: CartSummary }> {
  let raw: unknown;
  try {
    raw = JSON.parse(request.cart);
  } catch {
    return fail(shopPricingMessages.invalidCart);
  }
  if (!Array.isArray(raw)) return fail(shopPricingMessages.invalidCart);
  if (raw.length === 0) return fail(shopPricingMessages.emptyCart);
  const lines: PricedLine[] = [];
  for (const item of raw) {
    const parsed = cartLineSchema.safeParse(item);
    if (!parsed.success) return fail(shopPricingMessages.invalidCart);
    const line = parsed.data;
    const product = line.id ? findProductById(catalogue, line.id) : findProductByName(catalogue, line.name);
    if (!product || (line.id && product.name !== line.name))
      return fail(shopPricingMessages.unknownProduct(line.name));
    if (product.unavailable) return fail(shopPricingMessages.unavailable(product.name));
    const sizes = product.sizes ?? [];
    if (
      sizes.length > 0 ? !line.selectedSize || !sizes.includes(line.selectedSize) : line.selectedSize !== null
    ) {
      return fail(shopPricingMessages.unknownSize(product.name));
    }
    lines.push({ product, size: line.selectedSize, quantity: line.quantity });
  }
  if (mixesFragileItem(lines.map(({ product }) => product))) return fail(shopPricingMessages.fragileMix);
  const summary = summarizeCart(
    lines.map(({ product, quantity }) => ({
      price: product.price,
      weight: product.weight,
      packagingFee: product.packagingFee,
      quantity,
    })),
  );
  const shipping = eurosToCents(request.shippingCost);
  if (shipping !== summary.shippingCents)
    return fail(shopPricingMessages.shippingMismatch(summary.shippingCents, shipping));
  const disagreement = amountDisagrees(summary.amountCents, request.amount);
  if (disagreement) return fail(disagreement);
  return { ok: true, value: { lines, summary } };
}
