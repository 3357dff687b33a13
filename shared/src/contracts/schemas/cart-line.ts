import { z } from 'zod';

/** A cart line as kept in sessionStorage 'cart' and sent (as JSON text) in the shop payload. */
export const cartLineSchema = z.object({
  id: z.string().max(100).optional(),
  name: z.string().min(1).max(200),
  price: z.number().positive().max(10000),
  weight: z.number().nonnegative().max(100000),
  category: z.string().max(100),
  image: z.string().max(500),
  sizes: z.array(z.string().max(50)).max(20).optional(),
  packagingFee: z.number().nonnegative().max(1000).optional(),
  quantity: z.int().min(1).max(999),
  selectedSize: z
    .string()
    .max(50)
    .nullish()
    .transform((size) => (size ? size : null)),
});

export type CartLineInput = z.input<typeof cartLineSchema>;

/**
 * Reads a cart written as JSON text (sessionStorage or the `cart` field of call 2). Invalid lines
 * are dropped; anything that is not a JSON list gives an empty cart. Never throws.
 */
export function parseCartText(text: string | null | undefined) {
  if (!text) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const parsed = cartLineSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
