import { LinesCorrectionForm } from '../../common/record-corrections';
import { calls } from '../../common/space-client';
import type { useChange } from '../../common/use-change';
import { membershipsTexts } from './memberships-texts';

const t = membershipsTexts.numberCorrection;

const LINES = [{ name: 'memberNumber', label: t.memberNumber, maxLength: 9, inputMode: 'numeric' }] as const;

/**
 * A membership numbered wrong: the number its member already holds, and why, sent as a new record
 * beside the number given (which stays as issued); the attestation is issued again and mailed.
 */
export function MemberNumberCorrectionForm({
  id,
  memberNumber,
  change,
}: {
  readonly id: string;
  readonly memberNumber: number;
  readonly change: ReturnType<typeof useChange>;
}) {
  return (
    <LinesCorrectionForm
      texts={t}
      lines={LINES}
      initial={{ memberNumber: String(memberNumber) }}
      busy={change.busy}
      send={(body) => change.send(calls.correctMemberNumber, { params: { id }, body })}
    />
  );
}
