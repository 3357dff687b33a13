import type { Product } from '@mtdm/shared/content';
import type { CartLine } from '@mtdm/shared/catalogue';

import { MAX_LINE_QUANTITY } from '@mtdm/shared/commerce';

export { MAX_LINE_QUANTITY };

const clampQuantity = (quantity: number) =>
  Math.min(MAX_LINE_QUANTITY, Math.max(1, Number.isFinite(quantity) ? Math.floor(quantity) : 1));

/** A line is identified by its product name and chosen size. */
const isSameLine = (line: CartLine, name: string, size: string | null) =>
  line.name === name && line.selectedSize === size;

/** A new cart line: the product fields plus quantity and selectedSize. */
function toCartLine(product: Product, size: string | null, quantity: number): CartLine {
  return { ...product, quantity: clampQuantity(quantity), selectedSize: size };
}

/**
 * Adds a product: a line with the same name and size grows by exactly 1; otherwise a new
 * line is appended with the chosen quantity (1 by default).
 */
export function addToLines(
  lines: readonly CartLine[],
  product: Product,
  size: string | null,
  quantity = 1,
): CartLine[] {
  const index = lines.findIndex((line) => isSameLine(line, product.name, size));
  if (index === -1) return [...lines, toCartLine(product, size, quantity)];
  return lines.map((line, position) =>
    position === index ? { ...line, quantity: clampQuantity(line.quantity + 1) } : line,
  );
}

/** Changes the quantity of one line by delta, never below 1. */
export function changeQuantity(
  lines: readonly CartLine[],
  name: string,
  size: string | null,
  delta: number,
): CartLine[] {
  return lines.map((line) =>
    isSameLine(line, name, size) ? { ...line, quantity: clampQuantity(line.quantity + delta) } : line,
  );
}

export function removeFromLines(lines: readonly CartLine[], name: string, size: string | null): CartLine[] {
  return lines.filter((line) => !isSameLine(line, name, size));
}
