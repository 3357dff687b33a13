// The payments (by their provider's id) whose refund has been asked of the provider and not yet
// recorded: a second click, or a second volunteer meanwhile, never asks the provider twice, whether
// for the whole order or a part of it. Held by the one process that serves the site (a second one does
// not start: start-up/one-server.ts).
const underway = new Set<string>();

/** Runs `refund` alone for this payment, or answers 'underway' while another refund of it runs. */
export async function aloneForPayment<T>(
  providerId: string,
  refund: () => Promise<T>,
): Promise<T | 'underway'> {
  if (underway.has(providerId)) return 'underway';
  underway.add(providerId);
  try {
    return await refund();
  } finally {
    underway.delete(providerId);
  }
}
