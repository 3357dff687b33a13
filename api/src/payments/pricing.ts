import {
  cartLineSchema,
  type DonationPaymentRequest,
  type MembershipPaymentRequest,
  type ShopPaymentRequest,
} from '@mtdm/shared/contracts';
import {
  eurosToCents,
  formatEuros,
  FRAGILE_MIX_MESSAGE,
  mixesFragileItem,
  MEMBERSHIP_FEES_CENTS,
  summarizeCart,
  type CartSummary,
} from '@mtdm/shared/commerce';
import type { Product } from '@mtdm/shared/content';
import { quotedName } from '@mtdm/shared/site';
import { findProductById, findProductByName } from '@mtdm/shared/catalogue';
import {
  FRENCH_PHONE_PREFIX,
  validateCheckoutCustomer,
  validateBirthDate,
  validateDonationForm,
  validateMembershipForm,
} from '@mtdm/shared/validation';

export const pricingMessages = {
  emptyCart: 'Le panier est vide.',
  invalidCart: 'Le panier est illisible : rechargez la page de la boutique et réessayez.',
  unknownProduct: (name: string) =>
    `L’article ${quotedName(name)} n’est pas (ou plus) vendu par la boutique.`,
  fragileMix: FRAGILE_MIX_MESSAGE,
  unavailable: (name: string) =>
    `L’article ${quotedName(name)} n’est plus disponible pour le moment : retirez-le du panier pour commander le reste.`,
  unknownSize: (name: string) => `Choisissez une taille disponible pour l’article ${quotedName(name)}.`,
  amountMismatch: (expected: number, received: number) =>
    `Le montant envoyé (${formatEuros(received)}) ne correspond pas au montant de la commande (${formatEuros(expected)}). Rechargez la page et réessayez.`,
  shippingMismatch: (expected: number, received: number) =>
    `Les frais d’envoi envoyés (${formatEuros(received)}) ne correspondent pas à ceux de la commande (${formatEuros(expected)}). Rechargez la page et réessayez.`,
} as const;

export interface PricedLine {
  readonly product: Product;
  readonly size: string | null;
  readonly quantity: number;
}

export type Priced<T> = { ok: true; value: T } | { ok: false; error: string };

const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });

/** The membership and donation phone travels as "+33" + 9 or 10 digits. */
function splitFrenchPhone(mobileNumber: unknown): { phonePrefix: string; phone: string } {
  const text = typeof mobileNumber === 'string' ? mobileNumber : '';
  return {
    phonePrefix: FRENCH_PHONE_PREFIX,
    phone: text.startsWith(FRENCH_PHONE_PREFIX) ? text.slice(FRENCH_PHONE_PREFIX.length) : text,
  };
}

type Body = Readonly<Record<string, unknown>>;

/** Checkout validation rules on a payload (phone already normalised to +33 by the page). */
export const shopRules = (body: Body) => validateCheckoutCustomer(body);

/** Membership validation rules on a payload (the page only calls once the checkbox is ticked). */
export const membershipRules = (body: Body) =>
  validateMembershipForm({
    ...body,
    postalCode: body.postcode,
    ...splitFrenchPhone(body.mobileNumber),
    confirmed: true,
  }) ?? validateBirthDate(body.birthDate);

/** Donation validation rules, in their order, on a payload. */
export const donationRules = (body: Body) =>
  validateDonationForm({
    ...body,
    postalCode: body.postcode,
    ...splitFrenchPhone(body.mobileNumber),
    amount: body.donationAmount as never,
  }) ?? validateBirthDate(body.birthDate);

/**
 * The shop amount computed again from the catalogue: each line is matched to its product (id, else
 * exact name), the size must be one the product offers, and price, weight and packing fee come
 * from the catalogue, never from the request. The request's amount and shipping must agree. The validation
 * customer rules ran before, once (flow.rules in the route).
 */
export function priceShopOrder(
  request: ShopPaymentRequest,
  catalogue: readonly Product[],
): Priced<{ lines: PricedLine[]; summary: CartSummary }> {
  let raw: unknown;
  try {
    raw = JSON.parse(request.cart);
  } catch {
    return fail(pricingMessages.invalidCart);
  }
  if (!Array.isArray(raw)) return fail(pricingMessages.invalidCart);
  if (raw.length === 0) return fail(pricingMessages.emptyCart);
  const lines: PricedLine[] = [];
  for (const item of raw) {
    const parsed = cartLineSchema.safeParse(item);
    if (!parsed.success) return fail(pricingMessages.invalidCart);
    const line = parsed.data;
    const product = line.id ? findProductById(catalogue, line.id) : findProductByName(catalogue, line.name);
    if (!product || (line.id && product.name !== line.name))
      return fail(pricingMessages.unknownProduct(line.name));
    if (product.unavailable) return fail(pricingMessages.unavailable(product.name));
    const sizes = product.sizes ?? [];
    if (
      sizes.length > 0 ? !line.selectedSize || !sizes.includes(line.selectedSize) : line.selectedSize !== null
    ) {
      return fail(pricingMessages.unknownSize(product.name));
    }
    lines.push({ product, size: line.selectedSize, quantity: line.quantity });
  }
  if (mixesFragileItem(lines.map(({ product }) => product))) return fail(pricingMessages.fragileMix);
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
    return fail(pricingMessages.shippingMismatch(summary.shippingCents, shipping));
  const amount = eurosToCents(request.amount);
  if (amount !== summary.amountCents)
    return fail(pricingMessages.amountMismatch(summary.amountCents, amount));
  return { ok: true, value: { lines, summary } };
}

/** Membership: amount = fee (20 € or 150 €) + donation (≥ 0); the validation rules were checked before (flow.rules). */
export function priceMembership(
  request: MembershipPaymentRequest,
): Priced<{ feeCents: number; donationCents: number; amountCents: number }> {
  const feeCents = MEMBERSHIP_FEES_CENTS[request.membershipType];
  const donationCents = eurosToCents(request.donationAmount);
  const amountCents = feeCents + donationCents;
  const received = eurosToCents(request.amount);
  if (received !== amountCents) return fail(pricingMessages.amountMismatch(amountCents, received));
  return { ok: true, value: { feeCents, donationCents, amountCents } };
}

/** Donation: amount = donationAmount (> 0); the four donation checks ran before (flow.rules). */
export function priceDonation(request: DonationPaymentRequest): Priced<{ amountCents: number }> {
  const amountCents = eurosToCents(request.donationAmount);
  const received = eurosToCents(request.amount);
  if (received !== amountCents) return fail(pricingMessages.amountMismatch(amountCents, received));
  return { ok: true, value: { amountCents } };
}
