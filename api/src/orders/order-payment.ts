// A shop order paid online: the buyer's rules, the cart priced again from the catalogue, the order and
// its lines stored with the payment, the two mails of a paid order, and the order restated on its
// success page.
import { eurosToCents, formatEuros } from '@mtdm/shared/commerce';
import type { Product } from '@mtdm/shared/content';
import { calls, shopPaymentRequestSchema, type ShopPaymentRequest } from '@mtdm/shared/contracts';
import { paths } from '@mtdm/shared/routing';
import { validateCheckoutCustomer } from '@mtdm/shared/validation';
import { payerOf, payerValuesOf, type PaymentFlow } from '../payments/payment-flow';
import { paymentReference } from '../payments/payment-store';
import { orderConfirmation, orderNotification } from './order-mails';
import { insertOrder, readOrder, readOrderLines } from './order-store';
import { priceShopOrder } from './shop-pricing';
import type { Db } from '../database/database';

/** A paid order as its mails state it: its buyer, what was bought, and its reference. */
const paidOrderOf = (db: Db, paymentId: string, reference: string) => {
  const record = readOrder(db, paymentId);
  return { ...record, reference, lines: readOrderLines(db, record.id) };
};

/** Where the buyer reads the terms of sale and withdraws online, on the site at `origin`. */
const orderLinks = (origin: string) => {
  const termsOfSale = `${origin}${paths.termsOfSale}`;
  return { termsOfSale, withdrawal: `${termsOfSale}#se-retracter` };
};

/**
 * The order's confirmation sent again to `to` (the buyer's address typed wrong, corrected since): the
 * durable medium of the sale they never received, as it was first written.
 */
export const orderConfirmationAgain = (
  db: Db,
  paymentId: string,
  to: string,
  {
    origin,
    paidAt,
    signature,
  }: { readonly origin: string; readonly paidAt: string; readonly signature: string },
) => ({
  ...orderConfirmation(
    paidOrderOf(db, paymentId, paymentReference('shop', paymentId)),
    signature,
    orderLinks(origin),
    paidAt,
  ),
  to,
});

export const shopPayment: PaymentFlow = {
  kind: 'shop',
  path: calls.createShopPayment.path,
  startEndpoint: String(calls.createShopPayment.query.endpoint),
  confirmEndpoint: String(calls.confirmShopPayment.query.endpoint),
  successPage: paths.paymentSuccess,
  cancelPage: paths.paymentCancel,
  // The checkout's rules on a payload (phone already normalised to +33 by the page).
  rules: (body) => validateCheckoutCustomer(body),
  schema: shopPaymentRequestSchema,
  price: (data: ShopPaymentRequest, catalogue: readonly Product[]) => {
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
        store: (db, paymentId, at) =>
          insertOrder(
            db,
            paymentId,
            payerValuesOf(data),
            at,
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
  paidMails: (db, paymentId, { recipients, origin, paidAt, reference, signature }) => {
    const order = paidOrderOf(db, paymentId, reference);
    return [
      orderConfirmation(order, signature, orderLinks(origin), paidAt),
      orderNotification(recipients.association, order),
    ];
  },
  confirmedOrder: (db, paymentId) => {
    const order = readOrder(db, paymentId);
    return {
      reference: paymentReference('shop', paymentId),
      lines: readOrderLines(db, order.id).map(({ name, size, quantity, unitPriceCents }) => ({
        name,
        size,
        quantity,
        unitPriceCents,
      })),
      shippingCents: order.shippingCents,
      amountCents: order.amountCents,
    };
  },
};
