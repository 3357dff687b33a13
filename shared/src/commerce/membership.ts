/** Membership types of the form; `family` is labelled "Association" (associations and amicales). */
export type MembershipType = 'individual' | 'family';

/** Yearly fee in cents: 20.00 € individual, 150.00 € associations/amicales. */
export const MEMBERSHIP_FEES_CENTS: Readonly<Record<MembershipType, number>> = {
  individual: 2000,
  family: 15000,
};

/** A payment of 600 € or more earns the title of lifetime member. */
export const LIFETIME_MEMBER_THRESHOLD_CENTS = 60000;

/** Total to pay: fee + optional donation (negative or non-integer donations are refused). */
export function membershipTotalCents(type: MembershipType, donationCents = 0): number {
  if (!Number.isInteger(donationCents) || donationCents < 0) {
    throw new RangeError('Le montant du don doit être un nombre positif de centimes.');
  }
  return MEMBERSHIP_FEES_CENTS[type] + donationCents;
}

/** True when the payment reaches the lifetime-member threshold (600 € or more). */
export function isLifetimeMembership(totalCents: number): boolean {
  return totalCents >= LIFETIME_MEMBER_THRESHOLD_CENTS;
}
