// The shop's orders for the volunteers of the shop: lists by state, an order's lines and address
// (each view recorded), and its shipment, which mails the buyer, as does each correction of it.
import { paymentEmailCorrectionsOf } from '../payments/payment-email-correction-store';
import { pendingCorrectionOf } from '../email-changes/email-change-store';
import { parcelLine } from '@mtdm/shared/contracts/signed-in';
import type { ExportColumn } from '../infrastructure/export-file';
import type { ListShape } from '../infrastructure/list-view';
import { enqueueMail, type MailMessage } from '../mail/mail-store';
import {
  buyerName,
  deliveryCorrectionsOf,
  markShipped,
  orderForShipping,
  ordersInState,
  recordShipmentCorrection,
  shipmentCorrectionsOf,
  withdrawalDecisionsOf,
  type OrderForShipping,
  type OrderState,
} from './order-fulfilment-store';
import { readOrder } from './order-store';
import { partialRefundsOf, refundableLinesOf, shippingRefunded } from './order-refund-store';
import { findPayment, paymentReference } from '../payments/payment-store';
import { refundPayment } from '../settlement/refund-payment';
import type { Db } from '../database/database';
import type { Services } from '../services';
import { publishedContent } from '../content/published-content';
import { mailSignature } from '../mail/mail-text';
import { refundMail, shipmentCorrectionMail, shipmentMail } from './order-mails';
import { recordView } from '../sign-in/view-journal';
import type { Volunteer } from '../volunteers/volunteer-directory';
import { BatchRefused, type BatchFailure } from '../infrastructure/batch';
import { aloneForPayment } from './refunds-underway';

export type { OrderState };

/** The orders of a state with their references (and the buyer's address, which a search reads). */
export const ordersOf = (services: Services, state: OrderState) =>
  ordersInState(services.db, state).map((order) => ({
    ...order,
    reference: paymentReference('shop', order.paymentId),
  }));
type ListedOrder = ReturnType<typeof ordersOf>[number];

/** A list shows no more than a name and a town: the address is in the order, and its view recorded. */
export const orderSummaryOf = (order: ListedOrder) => ({
  paymentId: order.paymentId,
  reference: order.reference,
  state: order.state,
  firstName: order.firstName,
  lastName: order.lastName,
  city: order.city,
  amountCents: order.amountCents,
  paidAt: order.paidAt,
  shippedAt: order.shippedAt,
  refundedAt: order.refundedAt,
  withdrawalToCheck: order.withdrawalToCheck,
  withdrawnAt: order.withdrawnAt,
  refundDueOn: order.refundDueOn,
});

/** The orders' list: found by reference, name, e-mail (now or when ordered) or town; dated by payment. */
export const ORDER_LIST: ListShape<'orders', ListedOrder> = {
  list: 'orders',
  words: (order) => [
    order.reference,
    order.firstName,
    order.lastName,
    order.email,
    order.orderedFrom,
    order.city,
  ],
  dateOf: (order) => order.paidAt,
  sortBy: {
    date: (order) => order.paidAt,
    nom: (order) => `${order.lastName} ${order.firstName}`,
    montant: (order) => order.amountCents,
  },
};

const ORDER_STATE_WORDS: Readonly<Record<OrderState, string>> = {
  'to-ship': 'à expédier',
  shipped: 'expédiée',
  withdrawn: 'rétractée',
  refunded: 'remboursée',
};

/** A list of orders as a spreadsheet opens it (export-file.ts): what the list shows, no address. */
export const ORDER_COLUMNS: readonly ExportColumn<ListedOrder>[] = [
  { header: 'reference', cell: (order) => order.reference },
  { header: 'etat', cell: (order) => ORDER_STATE_WORDS[order.state] },
  { header: 'nom', cell: (order) => order.lastName },
  { header: 'prenom', cell: (order) => order.firstName },
  { header: 'ville', cell: (order) => order.city },
  { header: 'montant_euros', cell: (order) => ({ cents: order.amountCents }) },
  { header: 'payee_le', cell: (order) => ({ date: order.paidAt }) },
  { header: 'expediee_le', cell: (order) => ({ date: order.shippedAt }) },
  { header: 'rembourse_euros', cell: (order) => ({ cents: order.givenBackCents }) },
];

export function orderDetails(services: Services, volunteer: Volunteer, paymentId: string) {
  const order = orderForShipping(services.db, paymentId);
  if (!order) return null;
  const reference = paymentReference('shop', paymentId);
  recordView(services, volunteer, 'commande consultée', reference);
  const { id: orderId, shippingCents } = readOrder(services.db, paymentId);
  // Where to send it and whom to call is the shop's to know; the treasurer refunds without it.
  const delivery = volunteer.roles.includes('boutique')
    ? { deliveryCorrections: deliveryCorrectionsOf(services.db, paymentId) }
    : { address: null, postcode: null, mobileNumber: null, deliveryCorrections: null };
  return {
    ...order,
    ...delivery,
    reference,
    lines: refundableLinesOf(services.db, orderId),
    partialRefunds: partialRefundsOf(services.db, orderId),
    shippingCents,
    shippingRefunded: shippingRefunded(services.db, orderId),
    shipmentCorrections: shipmentCorrectionsOf(services.db, paymentId),
    withdrawalDecisions: withdrawalDecisionsOf(services.db, paymentId),
    emailCorrections: paymentEmailCorrectionsOf(services.db, paymentId),
    emailCorrectionPending: pendingCorrectionOf(services.db, paymentId, services.now().toISOString()),
  };
}

export type ShipmentResult = 'shipped' | 'unknown' | 'not-to-ship';

/**
 * Writes a change of an order by a volunteer (its shipment, a correction, a withdrawal) with `write`,
 * and when it was written, the buyer's mail if the change calls for one (`mail`, given the signature
 * and what `write` answered), in one transaction; the mail leaves once both are kept. What `write`
 * answered, or false when nothing was written.
 */
export function writeAndTellBuyer<Written>(
  services: Services,
  volunteer: Volunteer,
  write: (signed: { readonly by: string; readonly at: string }) => Written | false,
  mail: (signature: string, written: Written) => MailMessage | null,
): Written | false {
  const { db, config } = services;
  const written = db.transaction(() => {
    const done = write({ by: volunteer.email, at: services.now().toISOString() });
    if (done === false) return false;
    const message = mail(mailSignature(publishedContent(config).details), done);
    if (message) enqueueMail(db, message);
    return done;
  })();
  if (written !== false) services.mail.kick();
  return written;
}

/**
 * Whom an order's mails greet (its shipment, its tracking corrected, its refund): the buyer, by the
 * name they paid with, and not the delivery's (the shop may have corrected it to send a gift to
 * someone else).
 */
export const greetingBuyer = (db: Db, order: OrderForShipping) => ({
  ...order,
  ...buyerName(db, order.paymentId),
});

/** Marks a paid order shipped with its carrier and number, and tells the buyer, in one transaction. */
export function shipOrder(
  services: Services,
  volunteer: Volunteer,
  paymentId: string,
  shipment: { carrier: string; trackingNumber: string },
): ShipmentResult {
  const order = orderForShipping(services.db, paymentId);
  if (!order) return 'unknown';
  const reference = paymentReference('shop', paymentId);
  const shipped = writeAndTellBuyer(
    services,
    volunteer,
    (signed) => markShipped(services.db, paymentId, { ...shipment, ...signed }),
    (signature) => shipmentMail({ ...greetingBuyer(services.db, order), reference, ...shipment }, signature),
  );
  return shipped ? 'shipped' : 'not-to-ship';
}

export type ShipmentCorrectionResult = 'corrected' | 'unknown' | 'not-shipped' | 'unchanged';

/**
 * Corrects a shipped order's carrier or tracking number by a new record naming the one it replaces
 * (the order's own shipment stays as written), and tells the buyer, in one transaction.
 */
export function correctShipment(
  services: Services,
  volunteer: Volunteer,
  paymentId: string,
  correction: { carrier: string; trackingNumber: string; reason: string },
): ShipmentCorrectionResult {
  const order = orderForShipping(services.db, paymentId);
  if (!order) return 'unknown';
  if (!order.shippedAt) return 'not-shipped';
  if (order.carrier === correction.carrier && order.trackingNumber === correction.trackingNumber)
    return 'unchanged';
  const reference = paymentReference('shop', paymentId);
  const corrected = writeAndTellBuyer(
    services,
    volunteer,
    (signed) => recordShipmentCorrection(services.db, paymentId, { ...correction, ...signed }),
    (signature) =>
      shipmentCorrectionMail({ ...greetingBuyer(services.db, order), reference, ...correction }, signature),
  );
  return corrected ? 'corrected' : 'not-shipped';
}

/** An order of a batch to ship: its payment, its carrier and its tracking number as typed. */
export interface BatchShipment {
  readonly paymentId: string;
  readonly carrier: string;
  readonly trackingNumber: string;
}

/** What a line of a batch says when it cannot be shipped, or null when it can be. */
function shipmentProblem(shipment: BatchShipment, seen: Set<string>): string | null {
  if (seen.has(shipment.paymentId)) return 'Cette commande est deux fois dans la liste.';
  seen.add(shipment.paymentId);
  // As for one order (the contract's parcelLine): typed, not too long, on one line, nothing invisible.
  for (const typed of [shipment.carrier, shipment.trackingNumber]) {
    const checked = parcelLine.safeParse(typed);
    if (!checked.success) return checked.error.issues[0]!.message;
  }
  return null;
}

/**
 * Ships several orders in one transaction, each with its carrier and tracking number, and tells each
 * buyer; or ships none, and says which lines could not be shipped and why (the others can be sent
 * again as they are).
 */
export function shipOrders(
  services: Services,
  volunteer: Volunteer,
  shipments: readonly BatchShipment[],
): { readonly shipped: number } | { readonly failures: readonly BatchFailure[] } {
  const { db, config } = services;
  const signature = mailSignature(publishedContent(config).details);
  const at = services.now().toISOString();
  const failures: BatchFailure[] = [];
  const seen = new Set<string>();
  try {
    db.transaction(() => {
      for (const shipment of shipments) {
        const order = orderForShipping(db, shipment.paymentId);
        const reference = order ? paymentReference('shop', shipment.paymentId) : shipment.paymentId;
        const problem = order ? shipmentProblem(shipment, seen) : 'Commande introuvable.';
        const { carrier, trackingNumber } = shipment;
        if (
          problem === null &&
          markShipped(db, shipment.paymentId, { carrier, trackingNumber, by: volunteer.email, at })
        )
          enqueueMail(
            db,
            shipmentMail({ ...greetingBuyer(db, order!), reference, carrier, trackingNumber }, signature),
          );
        else
          failures.push({
            reference,
            message:
              problem ?? 'Cette commande n’est pas à expédier (déjà expédiée, rétractée ou remboursée).',
          });
      }
      if (failures.length > 0) throw new BatchRefused();
    })();
  } catch (error) {
    if (error instanceof BatchRefused) return { failures };
    throw error;
  }
  services.mail.kick();
  return { shipped: shipments.length };
}

export type RefundResult = 'refunded' | 'unknown' | 'not-refundable' | 'underway' | 'provider-error';

/** A paid order and its payment's id at the provider, or why nothing of it can be given back. */
export function refundableOrder(
  db: Db,
  paymentId: string,
): { readonly order: OrderForShipping; readonly providerId: string } | 'unknown' | 'not-refundable' {
  const order = orderForShipping(db, paymentId);
  const payment = findPayment(db, paymentId);
  if (!order || !payment) return 'unknown';
  if (payment.status !== 'paid' || !payment.providerId) return 'not-refundable';
  return { order, providerId: payment.providerId };
}

/**
 * Gives a paid order back through the provider (what is left of it, after any part given back
 * before), then runs the refund path every refund takes (the payment marked refunded, with who and
 * why, its documents voided, the association told) and tells the buyer what this refund gives back.
 */
export async function refundOrder(
  services: Services,
  volunteer: Volunteer,
  paymentId: string,
  reason: string,
): Promise<RefundResult> {
  const { db, provider, settlement, config } = services;
  const refundable = refundableOrder(db, paymentId);
  if (typeof refundable === 'string') return refundable;
  const { order, providerId } = refundable;
  const reference = paymentReference('shop', paymentId);
  const left = order.amountCents - order.givenBackCents;
  const result = await aloneForPayment(providerId, async () => {
    try {
      // After a part, the rest is named: a provider never has to guess what « all of it » means then.
      await provider.refund(providerId, order.givenBackCents > 0 ? left : undefined);
    } catch {
      return 'provider-error' as const;
    }
    db.transaction(() => {
      refundPayment(settlement, paymentId, { volunteer: volunteer.email, reason });
      enqueueMail(
        db,
        refundMail(
          { ...greetingBuyer(db, order), reference, amountCents: left },
          mailSignature(publishedContent(config).details),
        ),
      );
    })();
    return 'refunded' as const;
  });
  if (result !== 'refunded') return result;
  recordView(services, volunteer, 'commande remboursée', reference);
  services.mail.kick();
  return 'refunded';
}
