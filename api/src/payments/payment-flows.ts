import { eurosToCents, formatEuros } from '@mtdm/shared/commerce';
import type { Product } from '@mtdm/shared/content';
import { paths } from '@mtdm/shared/routing';
import {
  calls,
  donationPaymentRequestSchema,
  membershipPaymentRequestSchema,
  labelOf,
  MEMBERSHIP_TYPES,
  shopPaymentRequestSchema,
  membershipFieldValues,
} from '@mtdm/shared/contracts';
import type { z } from 'zod';
import type { CheckoutCustomer } from '@mtdm/shared/validation';
import type { Db } from '../database/database';
import { insertDonation, insertMembership, insertOrder, type PayerValues } from './payment-details-store';
import type { PaymentKind } from './payment-store';
import {
  donationRules,
  membershipRules,
  priceDonation,
  priceMembership,
  priceShopOrder,
  shopRules,
} from './pricing';

/** A priced request: what to charge, what the provider's page shows, and how to store it. */
interface PricedRequest {
  readonly amountCents: number;
  readonly description: string;
  /** Who pays (the payment row keeps the e-mail). */
  readonly payer: { readonly firstName: string; readonly lastName: string; readonly email: string };
  /** A donation is part of the payment (the provider may show it as such). */
  readonly containsDonation: boolean;
  readonly customerId: string;
  readonly store: (db: Db, paymentId: string) => void;
}

/** One of the three payment flows (start call, confirmation call, return pages). */
export interface PaymentFlow {
  readonly kind: PaymentKind;
  readonly path: string;
  readonly startEndpoint: string;
  readonly confirmEndpoint: string;
  readonly successPage: string;
  readonly cancelPage: string;
  /** The validation rules on the raw payload (the visitor's messages come first). */
  readonly rules: (body: Readonly<Record<string, unknown>>) => string | null;
  readonly schema: z.ZodType;
  /** Amount recomputed on the server; an error text when the request does not add up. */
  readonly price: (
    data: never,
    catalogue: readonly Product[],
  ) => { ok: true; value: PricedRequest } | { ok: false; error: string };
}

/** The payer's fields as stored: every text trimmed. */
const payerValuesOf = (data: CheckoutCustomer): PayerValues => ({
  firstName: data.firstName.trim(),
  lastName: data.lastName.trim(),
  email: data.email.trim(),
  mobileNumber: data.mobileNumber.trim(),
  address: data.address.trim(),
  city: data.city.trim(),
  postcode: data.postcode.trim(),
});

const payerOf = (data: CheckoutCustomer) => {
  const { firstName, lastName, email } = payerValuesOf(data);
  return { firstName, lastName, email };
};

const shop: PaymentFlow = {
  kind: 'shop',
  path: calls.createShopPayment.path,
  startEndpoint: String(calls.createShopPayment.query.endpoint),
  confirmEndpoint: String(calls.confirmShopPayment.query.endpoint),
  successPage: paths.paymentSuccess,
  cancelPage: paths.paymentCancel,
  rules: shopRules,
  schema: shopPaymentRequestSchema,
  price: (data: z.infer<typeof shopPaymentRequestSchema>, catalogue: readonly Product[]) => {
    const priced = priceShopOrder(data, catalogue);
    if (!priced.ok) return priced;
    const { lines, summary } = priced.value;
    const articles = lines.map(
      (line) => `${line.quantity} × ${line.product.name}${line.size ? ` (${line.size})` : ''}`,
    );
    return {
      ok: true,
      value: {
        amountCents: summary.amountCents,
        payer: payerOf(data),
        containsDonation: false,
        customerId: data.customer_id,
        description: `Commande à la boutique du musée : ${articles.join(', ')} ; frais d’envoi ${formatEuros(summary.shippingCents)}`,
        store: (db, paymentId) =>
          insertOrder(
            db,
            paymentId,
            payerValuesOf(data),
            summary,
            lines.map((line) => ({
              productId: line.product.id,
              name: line.product.name,
              size: line.size,
              quantity: line.quantity,
              unitPriceCents: eurosToCents(line.product.price),
            })),
          ),
      },
    };
  },
};

const membership: PaymentFlow = {
  kind: 'membership',
  path: calls.createMembershipPayment.path,
  startEndpoint: String(calls.createMembershipPayment.query.endpoint),
  confirmEndpoint: String(calls.confirmMembership.query.endpoint),
  successPage: paths.registrationSuccess,
  cancelPage: paths.registrationCancel,
  rules: membershipRules,
  schema: membershipPaymentRequestSchema,
  price: (data: z.infer<typeof membershipPaymentRequestSchema>) => {
    const priced = priceMembership(data);
    if (!priced.ok) return priced;
    const { feeCents, donationCents, amountCents } = priced.value;
    return {
      ok: true,
      value: {
        amountCents,
        payer: payerOf(data),
        containsDonation: donationCents > 0,
        customerId: data.customer_id,
        description:
          `Adhésion à l’AAMTDM (${labelOf(MEMBERSHIP_TYPES, data.membershipType)}) : cotisation ${formatEuros(feeCents)}` +
          (donationCents > 0 ? ` + don de ${formatEuros(donationCents)}` : ''),
        store: (db, paymentId) =>
          insertMembership(db, paymentId, payerValuesOf(data), {
            birthDate: data.birthDate.trim(),
            birthPlace: data.birthPlace.trim(),
            status: data.status,
            ...membershipFieldValues(data),
            membershipType: data.membershipType,
            feeCents,
            donationCents,
            amountCents,
          }),
      },
    };
  },
};

const donation: PaymentFlow = {
  kind: 'donation',
  path: calls.createDonationPayment.path,
  startEndpoint: String(calls.createDonationPayment.query.endpoint),
  confirmEndpoint: String(calls.confirmDonation.query.endpoint),
  successPage: paths.donationSuccess,
  cancelPage: paths.donationCancel,
  rules: donationRules,
  schema: donationPaymentRequestSchema,
  price: (data: z.infer<typeof donationPaymentRequestSchema>) => {
    const priced = priceDonation(data);
    if (!priced.ok) return priced;
    const { amountCents } = priced.value;
    return {
      ok: true,
      value: {
        amountCents,
        payer: payerOf(data),
        containsDonation: true,
        customerId: data.customer_id,
        description: `Don à l’AAMTDM (${data.status === 'entreprise' ? 'entreprise' : 'particulier'}) : ${formatEuros(amountCents)}`,
        store: (db, paymentId) =>
          insertDonation(db, paymentId, payerValuesOf(data), {
            birthDate: data.birthDate.trim(),
            birthPlace: data.birthPlace.trim(),
            status: data.status,
            amountCents,
          }),
      },
    };
  },
};

export const paymentFlows: readonly PaymentFlow[] = [shop, membership, donation];
