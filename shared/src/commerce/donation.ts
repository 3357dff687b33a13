/** Tax credit for individuals: 66 % of the gift, within 20 % of taxable income. */
export const DONATION_TAX_CREDIT_PERCENT = 66;
export const DONATION_INCOME_CAP_PERCENT = 20;

/**
 * Tax credit in cents for a gift in cents. When the taxable income is given, the part of the gift
 * above 20 % of that income gives no credit this year.
 */
export function donationTaxCreditCents(giftCents: number, taxableIncomeCents?: number): number {
  if (!Number.isInteger(giftCents) || giftCents < 0) throw new RangeError('Montant de don invalide.');
  const base =
    taxableIncomeCents === undefined
      ? giftCents
      : Math.min(giftCents, Math.floor((taxableIncomeCents * DONATION_INCOME_CAP_PERCENT) / 100));
  return Math.round((base * DONATION_TAX_CREDIT_PERCENT) / 100);
}

/** What the gift really costs after the tax credit, in cents (6000 -> 2040). */
export function donationNetCostCents(giftCents: number, taxableIncomeCents?: number): number {
  return giftCents - donationTaxCreditCents(giftCents, taxableIncomeCents);
}

/** The same, rounded to whole euros as the page's example says ("a 60 € gift costs 20 €"). */
export function donationNetCostRoundedEuros(giftCents: number): number {
  return Math.round(donationNetCostCents(giftCents) / 100);
}

/**
 * Companies (article 238 bis of the tax code): a reduction of 60 % of the gift, within 20,000 € or
 * 0.5 % of the turnover excluding tax when that is higher.
 */
export const COMPANY_DONATION_REDUCTION_PERCENT = 60;
export const COMPANY_DONATION_TURNOVER_CAP_PERCENT = 0.5;
export const COMPANY_DONATION_FLAT_CAP_EUROS = 20000;
