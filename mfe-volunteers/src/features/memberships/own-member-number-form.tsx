import { LinesCorrectionForm } from '../../common/record-corrections';
import { calls } from '../../common/space-client';
import type { useChange } from '../../common/use-change';
import { membershipsTexts } from './memberships-texts';

const t = membershipsTexts.ownNumber;

/**
 * A member who bears another person's number (`sharer`, a spouse): the next number of the sequence
 * given to them, and why, by a new record beside the number they bore; the attestation is issued
 * again and mailed.
 */
export function OwnMemberNumberForm({
  id,
  sharer,
  change,
}: {
  readonly id: string;
  readonly sharer: string;
  readonly change: ReturnType<typeof useChange>;
}) {
  return (
    <LinesCorrectionForm
      texts={{ ...t, hint: t.hint(sharer) }}
      lines={[]}
      initial={{}}
      busy={change.busy}
      send={(body) => change.send(calls.giveOwnMemberNumber, { params: { id }, body })}
    />
  );
}
