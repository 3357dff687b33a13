import { LinesCorrectionForm, nameAndAddressLines } from '../../common/record-corrections';
import { calls } from '../../common/space-client';
import type { useChange } from '../../common/use-change';
import { ordersTexts } from './orders-texts';

const t = ordersTexts.deliveryCorrection;
const LINES = nameAndAddressLines(t);

/**
 * An order's delivery written wrong, before it is shipped: whom and where to send it, and why, as a
 * new record beside the order (which keeps what the buyer typed); the buyer is mailed the new address.
 */
export function DeliveryCorrectionForm({
  id,
  delivery,
  change,
}: {
  readonly id: string;
  readonly delivery: {
    readonly firstName: string;
    readonly lastName: string;
    readonly address: string;
    readonly postcode: string;
    readonly city: string;
  };
  readonly change: ReturnType<typeof useChange>;
}) {
  const { firstName, lastName, address, postcode, city } = delivery;
  return (
    <LinesCorrectionForm
      texts={t}
      lines={LINES}
      initial={{ firstName, lastName, address, postcode, city }}
      busy={change.busy}
      send={(body) => change.send(calls.correctDelivery, { params: { id }, body })}
    />
  );
}
