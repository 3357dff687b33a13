import { LinesCorrectionForm, nameAndAddressLines } from '../../common/record-corrections';
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

const LINES = nameAndAddressLines(t);

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
  const { firstName, lastName, address, postcode, city } = donor;
  return (
    <LinesCorrectionForm
      texts={t}
      lines={LINES}
      initial={{ firstName, lastName, address, postcode, city }}
      busy={change.busy}
      send={(body) => change.send(calls.correctDonor, { params: { id }, body })}
    />
  );
}
