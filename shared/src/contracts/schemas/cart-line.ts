import { z } from 'zod';
import { readCartLine } from '../../commerce/cart-line';
import type { CartLine } from '../../catalogue/product';

export { parseCartText } from '../../commerce/cart-line';

/** A cart line (see readCartLine, the one definition of its shape) as a schema for the api. */
export const cartLineSchema = z.unknown().transform((value, context): CartLine => {
  const line = readCartLine(value);
  if (!line) {
    context.addIssue({ code: 'custom', message: 'ligne de panier invalide' });
    return z.NEVER;
  }
  return line;
});
