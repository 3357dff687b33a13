import { MAX_ONLINE_EUROS } from '../commerce/money';
import { parseAmount } from './rules';

export const RENEWAL_DONATION_MESSAGE =
  'Le montant du don doit être un nombre positif, d’un million d’euros au plus.';

/**
 * The gift added to a renewal, in euros, as the member typed it: none when absent or empty; null
 * when it is not a number from 0 to the maximum. The member area checks it before sending, and the
 * api's contract again.
 */
export function renewalDonationEuros(given: unknown): number | null {
  if (given === undefined || given === '') return 0;
  // A number, or its digits as a text field gives them ('12,50' too); nothing else reads as one.
  if (typeof given !== 'number' && typeof given !== 'string') return null;
  const euros = parseAmount(given);
  return Number.isFinite(euros) && euros >= 0 && euros <= MAX_ONLINE_EUROS ? euros : null;
}
