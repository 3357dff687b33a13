import { z } from 'zod';
import { MAX_LINE_QUANTITY } from '../../commerce/cart-line';
import { DONOR_STATUSES, MEMBERSHIP_STATUSES, MEMBERSHIP_TYPES, values } from '../form-options';
import { addressLine, emptyCart, euros, identifier, longText, mediumText, shortText } from './fields';
import { PAYMENT_DOCUMENT_KINDS } from '../payment-documents';
import {
  MEMBERSHIP_FIELDS,
  type MembershipField,
  type MembershipFieldName,
} from '../forms/membership-fields';

/** Fields common to the three payment starts (createShopPayment, createMembershipPayment, createDonationPayment). */
const payer = {
  email: shortText,
  /** Euros: what the provider charges. */
  amount: euros,
  customer_id: identifier,
  firstName: shortText,
  lastName: shortText,
  mobileNumber: shortText,
  address: addressLine,
  city: shortText,
  postcode: shortText,
};

/** One line of `cartDetails` (createShopPayment). */
const cartDetailSchema = z.object({
  title: shortText,
  price: euros,
  quantity: z.int().min(1).max(MAX_LINE_QUANTITY),
  image: mediumText,
});

/** createShopPayment: POST /api/index.php?endpoint=create-payment. */
export const shopPaymentRequestSchema = z.object({
  ...payer,
  /** The cart as JSON text (see parseCartText). */
  cart: longText,
  /** Euros. */
  shippingCost: euros,
  cartDetails: z.array(cartDetailSchema).min(1).max(100),
});

/** What a membership field accepts: a line of text, or one of its choices ('' when it is optional). */
function fieldSchema(field: MembershipField): z.ZodType<string, string | undefined> {
  const accepted =
    field.value.kind === 'text'
      ? shortText
      : field.required
        ? z.enum(values(field.value.options))
        : z.union([z.literal(''), z.enum(values(field.value.options))]);
  return (field.addedLater ? accepted.default('') : accepted) as z.ZodType<string, string | undefined>;
}

/** The membership's own fields (forms/membership-fields.ts), each with its schema. */
const membershipFields = Object.fromEntries(
  MEMBERSHIP_FIELDS.map((field) => [field.name, fieldSchema(field)]),
) as Record<MembershipFieldName, z.ZodType<string, string | undefined>>;

/** createMembershipPayment: POST /api/deveniradherent.php?endpoint=create-payment-adherent. */
export const membershipPaymentRequestSchema = z.object({
  ...payer,
  membershipType: z.enum(values(MEMBERSHIP_TYPES)),
  donationAmount: euros,
  birthDate: shortText,
  birthPlace: shortText,
  status: z.enum(values(MEMBERSHIP_STATUSES)),
  ...membershipFields,
  cart: emptyCart,
});

/** createDonationPayment: POST /api/faireundon.php?endpoint=create-payment-don. */
export const donationPaymentRequestSchema = z.object({
  ...payer,
  donationAmount: euros,
  birthDate: shortText,
  birthPlace: shortText,
  status: z.enum(values(DONOR_STATUSES)),
  cart: emptyCart,
});

/** Answer of createShopPayment, createMembershipPayment, createDonationPayment: payment_url and payment_id on success, `error` otherwise. */
export const paymentStartResponseSchema = z.object({
  payment_url: z.string().optional(),
  payment_id: z.string().optional(),
  error: z.string().optional(),
});

/** Query of confirmShopPayment, confirmMembership, confirmDonation (besides the fixed `endpoint`). */
export const confirmationQuerySchema = z.object({
  payment_id: identifier,
  customer_id: identifier,
});

/** A document's download link (see payment-documents.ts). */
const paymentDocumentLinkSchema = z.object({
  kind: z.enum(PAYMENT_DOCUMENT_KINDS),
  url: z.string(),
});

/** A paid order as its success page restates it: its reference and what was ordered. */
const orderSummarySchema = z.object({
  reference: z.string(),
  lines: z.array(
    z.object({
      name: z.string(),
      size: z.string().nullable(),
      quantity: z.number(),
      unitPriceCents: z.number(),
    }),
  ),
  shippingCents: z.number(),
  amountCents: z.number(),
});

/**
 * Answer of confirmShopPayment, confirmMembership, confirmDonation; `documents` (confirmMembership and
 * confirmDonation) and `order` (confirmShopPayment), once paid, are this site's additions.
 */
export const confirmationResponseSchema = z.object({
  success: z.boolean(),
  reason: z.string().optional(),
  documents: z.array(paymentDocumentLinkSchema).optional(),
  order: orderSummarySchema.optional(),
});

export type ShopPaymentRequest = z.infer<typeof shopPaymentRequestSchema>;
export type MembershipPaymentRequest = z.infer<typeof membershipPaymentRequestSchema>;
export type DonationPaymentRequest = z.infer<typeof donationPaymentRequestSchema>;
