/** What begins the reference of a shop's order, as its buyer reads it in every mail (« CMD-… »). */
export const ORDER_REFERENCE_PREFIX = 'CMD';
/** How many of a payment id's last characters its reference carries, after its prefix and a dash. */
export const REFERENCE_ID_END = 10;

/**
 * An order's reference however its buyer types it back (a withdrawal): capitals or not, blanks or
 * dashes anywhere, the prefix left out, words before or after it (« ma commande cmd 6f94 2441 0b,
 * merci »). The letters and digits after the last prefix, as many as a reference carries, after the
 * prefix and a dash; the api's `order_reference_key()` is this function, and an order's own reference
 * goes through it too.
 */
export function orderReferenceKey(typed: string): string {
  const kept = typed
    .normalize('NFKD')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  const prefix = kept.lastIndexOf(ORDER_REFERENCE_PREFIX);
  const tail = prefix < 0 ? kept : kept.slice(prefix + ORDER_REFERENCE_PREFIX.length);
  return `${ORDER_REFERENCE_PREFIX}-${tail.slice(0, REFERENCE_ID_END)}`;
}
