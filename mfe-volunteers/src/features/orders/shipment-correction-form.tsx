import { useState, type FormEvent } from 'react';
import { TextField } from '@mtdm/shared/ui';
import { SPACE_TEXT_LIMITS } from '@mtdm/shared/contracts/signed-in/client';
import { CorrectionForm } from '../../common/record-corrections';
import { calls } from '../../common/space-client';
import type { useChange } from '../../common/use-change';
import { ordersTexts } from './orders-texts';

const t = ordersTexts.correction;

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
  const [correction, setCorrection] = useState({ transporteur: '', numeroDeSuivi: '', reason: '' });
  const correct = async (event: FormEvent) => {
    event.preventDefault();
    if (await change.send(calls.correctShipment, { params: { id }, body: correction }))
      setCorrection({ transporteur: '', numeroDeSuivi: '', reason: '' });
  };
  return (
    <CorrectionForm
      texts={t}
      reason={correction.reason}
      onReason={(reason) => setCorrection({ ...correction, reason })}
      onSubmit={correct}
      busy={change.busy}
    >
      <TextField
        label={t.carrier}
        value={correction.transporteur}
        maxLength={SPACE_TEXT_LIMITS.parcel}
        required
        onChange={(event) => setCorrection({ ...correction, transporteur: event.target.value })}
      />
      <TextField
        label={t.tracking}
        value={correction.numeroDeSuivi}
        maxLength={SPACE_TEXT_LIMITS.parcel}
        required
        onChange={(event) => setCorrection({ ...correction, numeroDeSuivi: event.target.value })}
      />
    </CorrectionForm>
  );
}
