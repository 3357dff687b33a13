// An order's delivery written wrong (a misspelt name, a street, a town), corrected by the shop before
// the parcel leaves: a record of its own beside the order, which keeps what the buyer typed. The
// buyer is told where the parcel will go, in the same transaction: a parcel is never sent elsewhere
// without their knowing.
import { paymentReference } from '../payments/payment-store';
import type { Services } from '../services';
import type { Volunteer } from '../volunteers/volunteer-directory';
import { recordView } from '../sign-in/view-journal';
import {
  buyerName,
  orderForShipping,
  recordDeliveryCorrection,
  type Delivery,
} from './order-fulfilment-store';
import { deliveryCorrectionMail } from './order-mails';
import { writeAndTellBuyer } from './orders';

export type DeliveryCorrectionResult = 'corrected' | 'unknown' | 'not-to-ship' | 'unchanged';

const DELIVERY_FIELDS = ['firstName', 'lastName', 'address', 'postcode', 'city'] as const;

/** Corrects a paid order's delivery before it is shipped, and tells the buyer, in one transaction. */
export function correctDelivery(
  services: Services,
  volunteer: Volunteer,
  paymentId: string,
  correction: Delivery & { readonly reason: string },
): DeliveryCorrectionResult {
  const order = orderForShipping(services.db, paymentId);
  if (!order) return 'unknown';
  if (order.state !== 'to-ship') return 'not-to-ship';
  if (DELIVERY_FIELDS.every((field) => order[field] === correction[field])) return 'unchanged';
  const reference = paymentReference('shop', paymentId);
  const corrected = writeAndTellBuyer(
    services,
    volunteer,
    (signed) => recordDeliveryCorrection(services.db, paymentId, { ...correction, ...signed }),
    (signature) =>
      deliveryCorrectionMail(
        buyerName(services.db, paymentId),
        { ...correction, email: order.email, reference },
        signature,
      ),
  );
  if (!corrected) return 'not-to-ship';
  recordView(services, volunteer, 'livraison corrigée', reference);
  return 'corrected';
}
