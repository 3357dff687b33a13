/**
 * Money helpers. Every amount is computed in integer cents; euros (with at most two decimals) only
 * appear at the edges: catalogue prices as written in the data, payloads sent to the api, display.
 */

import { formatFrenchEuros } from '../site/number-format';

/**
 * The most a payment made on the site may be, in euros: beyond, its cents would no longer be counted
 * exactly. The payment starts and a renewal's gift are held to it.
 */
export const MAX_ONLINE_EUROS = 1_000_000;

/** Converts an amount in euros (e.g. 12.7) to integer cents (1270), rounding away float noise. */
export function eurosToCents(euros: number): number {
  if (!Number.isFinite(euros)) throw new RangeError(`Montant invalide : ${String(euros)}`);
  return Math.round(euros * 100);
}

/** Converts integer cents to euros for payloads (1270 -> 12.7). */
export function centsToEuros(cents: number): number {
  if (!Number.isInteger(cents)) throw new RangeError(`Montant en centimes non entier : ${String(cents)}`);
  return cents / 100;
}

/** French display of an amount in cents, always two decimals: 1270 -> "12,70 €". */
export function formatEuros(cents: number): string {
  return formatFrenchEuros(centsToEuros(cents));
}

/** Two-decimal display without the currency sign, for inputs and payload previews: 1270 -> "12.70". */
export function formatEuroAmount(cents: number): string {
  return centsToEuros(cents).toFixed(2);
}
