import { parseAmount } from './rules';

/** A gift made online with a renewal is at most this many euros (beyond, its cents would not be exact). */
const MAX_RENEWAL_DONATION_EUROS = 1_000_000;

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
  return Number.isFinite(euros) && euros >= 0 && euros <= MAX_RENEWAL_DONATION_EUROS ? euros : null;
}
