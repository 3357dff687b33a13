/** What begins the reference of a shop's order, as its buyer reads it in every mail (« CMD-… »). */
export const ORDER_REFERENCE_PREFIX = 'CMD';

/**
 * An order's reference however its buyer types it back (a withdrawal): capitals or not, blanks or
 * dashes anywhere, the prefix left out or words before it (« commande cmd 6f94 2441 0b »). What
 * follows the last prefix, letters and digits only, after the prefix and a dash; the api's
 * `order_reference_key()` is this function, and an order's own reference goes through it too.
 */
export function orderReferenceKey(typed: string): string {
  const kept = typed
    .normalize('NFKD')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  const prefix = kept.lastIndexOf(ORDER_REFERENCE_PREFIX);
  return `${ORDER_REFERENCE_PREFIX}-${prefix < 0 ? kept : kept.slice(prefix + ORDER_REFERENCE_PREFIX.length)}`;
}
