import { useState, type FormEvent } from 'react';
import { TextField } from '@mtdm/shared/ui';
import { CorrectionForm } from '../../common/record-corrections';
import { calls } from '../../common/space-client';
import type { useChange } from '../../common/use-change';
import { treasuryTexts } from './treasury-texts';

const t = treasuryTexts.donorCorrection;

/** The donor as the receipt names them: what the treasurer corrects. */
export interface Donor {
  readonly firstName: string;
  readonly lastName: string;
  readonly address: string;
  readonly postcode: string;
  readonly city: string;
}

const FIELDS = [
  ['firstName', 100],
  ['lastName', 100],
  ['address', 500],
  ['postcode', 20],
  ['city', 200],
] as const;

/**
 * A paid donation's donor written wrong: their right name and address, and why, sent as a new record
 * beside the donation (which stays as paid); the receipt is issued again from it and mailed.
 */
export function DonorCorrectionForm({
  id,
  donor,
  change,
}: {
  readonly id: string;
  readonly donor: Donor;
  readonly change: ReturnType<typeof useChange>;
}) {
  const [correction, setCorrection] = useState({ ...pick(donor), reason: '' });
  const correct = async (event: FormEvent) => {
    event.preventDefault();
    if (await change.send(calls.correctDonor, { params: { id }, body: correction }))
      setCorrection((typed) => ({ ...typed, reason: '' }));
  };
  return (
    <CorrectionForm
      texts={t}
      reason={correction.reason}
      onReason={(reason) => setCorrection({ ...correction, reason })}
      onSubmit={correct}
      busy={change.busy}
    >
      {FIELDS.map(([field, maxLength]) => (
        <TextField
          key={field}
          label={t[field]}
          value={correction[field]}
          maxLength={maxLength}
          required
          onChange={(event) => setCorrection({ ...correction, [field]: event.target.value })}
        />
      ))}
    </CorrectionForm>
  );
}

const pick = ({ firstName, lastName, address, postcode, city }: Donor): Donor => ({
  firstName,
  lastName,
  address,
  postcode,
  city,
});
