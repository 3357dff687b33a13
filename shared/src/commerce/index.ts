export { eurosToCents, centsToEuros, formatEuros, formatEuroAmount } from './money';
export {
  SHIPPING_GRID,
  cartWeightGrams,
  FRAGILE_MIX_MESSAGE,
  mixesFragileItem,
  shippingForWeightCents,
  shippingCostCents,
} from './shipping';
export { cartItemCount, summarizeCart } from './cart-totals';
export type { CartSummary } from './cart-totals';
export {
  MEMBERSHIP_FEES_CENTS,
  LIFETIME_MEMBER_THRESHOLD_CENTS,
  membershipTotalCents,
  isLifetimeMembership,
} from './membership';
export type { MembershipType } from './membership';
export { isoDay, periodOf, renewalPeriod } from './membership-period';
export {
  DONATION_TAX_CREDIT_PERCENT,
  DONATION_INCOME_CAP_PERCENT,
  donationTaxCreditCents,
  donationNetCostCents,
  donationNetCostRoundedEuros,
  COMPANY_DONATION_REDUCTION_PERCENT,
  COMPANY_DONATION_TURNOVER_CAP_PERCENT,
  COMPANY_DONATION_FLAT_CAP_EUROS,
} from './donation';
export { MAX_LINE_QUANTITY } from './cart-line';
export { amountInFrenchWords } from './amount-in-words';
export { trackingUrlOf } from './carriers';
export { MODEL_WITHDRAWAL_FORM } from './withdrawal-form';
export { refundDueOn } from './withdrawal-refund';
export { articleLabel, countedArticle } from './article-label';
