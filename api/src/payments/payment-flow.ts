// What a kind of payment (shop, membership, donation) gives the payments: the call and the pages it
// answers, its rules and its price, how it is stored, what its becoming paid sets off and the two mails
// it sends. Each domain writes its own flow (orders/order-payment.ts, memberships/membership-payment.ts,
// treasury/donation-payment.ts); api/src/payment-flows.ts assembles them. The helpers below are the three's.
import type { z } from 'zod';
import { eurosToCents, formatEuros } from '@mtdm/shared/commerce';
import type { Product } from '@mtdm/shared/content';
import type { ConfirmedOrder, PaidDocuments } from '@mtdm/shared/contracts';
import { FRENCH_PHONE_PREFIX, validateBirthDate, type CheckoutCustomer } from '@mtdm/shared/validation';
import type { MailRecipients } from '../config';
import type { Db } from '../database/database';
import type { MailMessage } from '../mail/mail-store';
import type { PayerValues } from './payment-details-store';
import type { PaymentKind } from './payment-store';

/** A price recomputed on the server, or the visitor's message when the request does not add up. */
export type Priced<T> = { ok: true; value: T } | { ok: false; error: string };

export const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });

export const pricingMessages = {
  amountMismatch: (expected: number, received: number) =>
    `Le montant envoyé (${formatEuros(received)}) ne correspond pas au montant de la commande (${formatEuros(expected)}). Rechargez la page et réessayez.`,
} as const;

/** The amount a request says it pays (in euros) against the one computed: a message when they differ. */
export function amountDisagrees(amountCents: number, sentEuros: number): string | null {
  const received = eurosToCents(sentEuros);
  return received === amountCents ? null : pricingMessages.amountMismatch(amountCents, received);
}

/** A priced request: what to charge, what the provider's page shows, and how to store it. */
interface PricedRequest {
  readonly amountCents: number;
  readonly description: string;
  /** Who pays (the payment row keeps the e-mail). */
  readonly payer: { readonly firstName: string; readonly lastName: string; readonly email: string };
  /** A donation is part of the payment (the provider may show it as such). */
  readonly containsDonation: boolean;
  readonly customerId: string;
  /** Writes the record the payment is for, created at `at` (the server's clock). */
  readonly store: (db: Db, paymentId: string, at: string) => void;
}

/** What the two mails of a paid payment are written from, besides its own record. */
interface PaidMailContext {
  readonly recipients: MailRecipients;
  /** The site's address, for the links of the mails (terms of sale, withdrawal). */
  readonly origin: string;
  readonly paidAt: string;
  readonly signature: string;
  /** The payment's reference as its mails and pages give it. */
  readonly reference: string;
  /** The documents issued for it (or waiting for the association's details). */
  readonly documents: PaidDocuments;
}

/** One kind of payment: its start call, its confirmation call, its return pages and its effects. */
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
  readonly price: (data: never, catalogue: readonly Product[]) => Priced<PricedRequest>;
  /** Done in the settlement's transaction when the payment becomes paid, before its documents. */
  readonly onPaid?: (db: Db, paymentId: string, paidAt: string) => void;
  /** The payer's confirmation and the association's notice, once paid and its documents issued. */
  readonly paidMails: (db: Db, paymentId: string, context: PaidMailContext) => MailMessage[];
  /** What the confirmation's answer adds for this kind (the shop's order, for its success page). */
  readonly confirmedOrder?: (db: Db, paymentId: string) => ConfirmedOrder;
}

/** Every kind's flow, handed to the payments and the settlement by the services. */
export type PaymentFlows = Readonly<Record<PaymentKind, PaymentFlow>>;

/** The payer's fields as stored: every text trimmed. */
export const payerValuesOf = (data: CheckoutCustomer): PayerValues => ({
  firstName: data.firstName.trim(),
  lastName: data.lastName.trim(),
  email: data.email.trim(),
  mobileNumber: data.mobileNumber.trim(),
  address: data.address.trim(),
  city: data.city.trim(),
  postcode: data.postcode.trim(),
});

/** Who pays, as the provider's page greets them. */
export const payerOf = (data: CheckoutCustomer) => {
  const { firstName, lastName, email } = payerValuesOf(data);
  return { firstName, lastName, email };
};

type Body = Readonly<Record<string, unknown>>;

/** The membership and donation phone travels as "+33" + 9 or 10 digits: the forms' rules read it split. */
function splitFrenchPhone(mobileNumber: unknown): { phonePrefix: string; phone: string } {
  const text = typeof mobileNumber === 'string' ? mobileNumber : '';
  return {
    phonePrefix: FRENCH_PHONE_PREFIX,
    phone: text.startsWith(FRENCH_PHONE_PREFIX) ? text.slice(FRENCH_PHONE_PREFIX.length) : text,
  };
}

/**
 * The membership's or the donation's rules on a payload, in the visitor's order: the form's own checks
 * (the postcode and the phone named as the form names them, plus what `extra` adds), then the birth date.
 */
export const personFormRules =
  (check: (form: Record<string, unknown>) => string | null, extra: (body: Body) => Record<string, unknown>) =>
  (body: Body): string | null =>
    check({ ...body, postalCode: body.postcode, ...splitFrenchPhone(body.mobileNumber), ...extra(body) }) ??
    validateBirthDate(body.birthDate);
