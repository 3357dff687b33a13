import { eurosToCents } from './money';

/** One step of the carrier's grid: a cart weighing up to `maxGrams` costs `cents`. */
export interface ShippingStep {
  readonly maxGrams: number;
  readonly cents: number;
}

/** The shipping grid (docs/business-rules.md), by total cart weight in grams. */
export const SHIPPING_GRID: readonly ShippingStep[] = [
  { maxGrams: 250, cents: 675 },
  { maxGrams: 500, cents: 885 },
  { maxGrams: 750, cents: 1065 },
  { maxGrams: 1000, cents: 1140 },
  { maxGrams: 2000, cents: 1270 },
  { maxGrams: 5000, cents: 2060 },
];

/**
 * Above the last step (5000 g) the checkout of the original site charged 25 €, while its cart panel
 * showed 0. Here one function serves both, so the visitor is shown what is charged.
 */
const SHIPPING_ABOVE_GRID_CENTS = 2500;

/** The minimal fields of a cart line that the commerce rules read. */
export interface PricedLine {
  /** Unit price in euros, as in the catalogue. */
  readonly price: number;
  /** Unit weight in grams. */
  readonly weight: number;
  readonly quantity: number;
  /** Flat packing fee in euros (helmets, mugs, perfume). */
  readonly packagingFee?: number | undefined;
}

/** Total weight in grams: sum of weight × quantity. */
export function cartWeightGrams(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.weight * line.quantity, 0);
}

/** Grid price for a total weight in grams. */
export function shippingForWeightCents(grams: number): number {
  const step = SHIPPING_GRID.find((candidate) => grams <= candidate.maxGrams);
  return step ? step.cents : SHIPPING_ABOVE_GRID_CENTS;
}

/**
 * Shipping cost of a cart, in cents — the single function used by the cart panel, the checkout and
 * the api. An empty cart costs nothing. A cart of exactly one line whose product has a packagingFee
 * uses that fee instead of the grid (whatever the quantity of that line).
 */
export function shippingCostCents(lines: readonly PricedLine[]): number {
  if (lines.length === 0) return 0;
  const [only] = lines;
  if (lines.length === 1 && only?.packagingFee !== undefined) {
    return eurosToCents(only.packagingFee);
  }
  return shippingForWeightCents(cartWeightGrams(lines));
}

/**
 * A helmet, a mug or a perfume (a product with its own packing fee) is ordered alone online: with
 * other articles its packing is prepared with the association, as the shop's notice says. The cart
 * and the api refuse such a mix the same way.
 */
export const mixesFragileItem = (lines: readonly { readonly packagingFee?: number | undefined }[]): boolean =>
  lines.length > 1 && lines.some((line) => line.packagingFee !== undefined);

export const FRAGILE_MIX_MESSAGE =
  'Un casque, un mug ou un parfum se commande seul en ligne : pour le joindre à d’autres articles, contactez l’association, qui préparera avec vous son emballage et ses frais de port.';
