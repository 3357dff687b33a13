import type { CartLine } from '../catalogue/product';

/** Highest quantity of one cart line: the cart, the payment contract and the api all use it. */
export const MAX_LINE_QUANTITY = 999;

const isText = (value: unknown, max: number, min = 0): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= max;
const isAmount = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max;

/**
 * A cart line as kept in sessionStorage 'cart' and sent as JSON text in the shop payload, checked
 * field by field; anything else gives null. Plain code, no schema library: the shop page loads it.
 */
export function readCartLine(value: unknown): CartLine | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const line = value as Record<string, unknown>;
  const { id, name, price, weight, category, image, sizes, packagingFee, quantity, selectedSize } = line;
  if (id !== undefined && !isText(id, 100)) return null;
  if (!isText(name, 200, 1) || !isAmount(price, 10000) || price <= 0) return null;
  if (!isAmount(weight, 100000) || !isText(category, 100) || !isText(image, 500)) return null;
  if (
    sizes !== undefined &&
    !(Array.isArray(sizes) && sizes.length <= 20 && sizes.every((s) => isText(s, 50)))
  ) {
    return null;
  }
  if (packagingFee !== undefined && !isAmount(packagingFee, 1000)) return null;
  if (!Number.isInteger(quantity) || (quantity as number) < 1 || (quantity as number) > MAX_LINE_QUANTITY)
    return null;
  if (selectedSize !== undefined && selectedSize !== null && !isText(selectedSize, 50)) return null;
  return {
    ...(id !== undefined ? { id } : {}),
    name,
    price,
    weight,
    category,
    image,
    ...(sizes !== undefined ? { sizes: sizes as string[] } : {}),
    ...(packagingFee !== undefined ? { packagingFee } : {}),
    quantity: quantity as number,
    selectedSize: selectedSize ? selectedSize : null,
  };
}

/**
 * Reads a cart written as JSON text (sessionStorage or the `cart` field of createShopPayment). Invalid lines
 * are dropped; anything that is not a JSON list gives an empty cart. Never throws.
 */
export function parseCartText(text: string | null | undefined): CartLine[] {
  if (!text) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const line = readCartLine(item);
    return line ? [line] : [];
  });
}
