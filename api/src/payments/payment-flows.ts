// The three kinds of payment the site takes, each written by its domain (payment-flow.ts says what a
// flow gives). The routes register a start and a confirmation per flow; the settlement asks a paid
// payment's flow for what it sets off and for its mails.
import { donationPayment } from '../treasury/donation-payment';
import { membershipPayment } from '../memberships/membership-payment';
import { shopPayment } from '../orders/order-payment';
import type { PaymentFlow } from './payment-flow';
import type { PaymentKind } from './payment-store';

const FLOWS: Readonly<Record<PaymentKind, PaymentFlow>> = {
  shop: shopPayment,
  membership: membershipPayment,
  donation: donationPayment,
};

export const paymentFlows: readonly PaymentFlow[] = Object.values(FLOWS);

export const flowOf = (kind: PaymentKind): PaymentFlow => FLOWS[kind];
