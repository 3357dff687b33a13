import { SPACE_TEXT_LIMITS } from '@mtdm/shared/contracts/signed-in/client';
import { LinesCorrectionForm } from '../../common/record-corrections';
import { calls } from '../../common/space-client';
import type { useChange } from '../../common/use-change';
import { ordersTexts } from './orders-texts';

const t = ordersTexts.correction;

const LINES = [
  { name: 'transporteur', label: t.carrier, maxLength: SPACE_TEXT_LIMITS.parcel },
  { name: 'numeroDeSuivi', label: t.tracking, maxLength: SPACE_TEXT_LIMITS.parcel },
] as const;

/**
 * A shipped order's carrier or tracking number typed wrong: the right ones and why, sent as a new
 * record beside the shipment (which stays as written); the buyer is mailed the right number.
 */
export function ShipmentCorrectionForm({
  id,
  change,
}: {
  readonly id: string;
  readonly change: ReturnType<typeof useChange>;
}) {
  return (
    <LinesCorrectionForm
      texts={t}
      lines={LINES}
      initial={{ transporteur: '', numeroDeSuivi: '' }}
      busy={change.busy}
      send={(body) => change.send(calls.correctShipment, { params: { id }, body })}
      clearAfter
    />
  );
}
