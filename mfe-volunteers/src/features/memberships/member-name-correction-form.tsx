import { LinesCorrectionForm } from '../../common/record-corrections';
import { calls } from '../../common/space-client';
import type { useChange } from '../../common/use-change';
import { membershipsTexts } from './memberships-texts';

const t = membershipsTexts.nameCorrection;

const LINES = [
  { name: 'firstName', label: t.firstName, maxLength: 100 },
  { name: 'lastName', label: t.lastName, maxLength: 100 },
] as const;

/**
 * A paid membership's member's name written wrong: the right one, and why, sent as a new record beside
 * the membership (which keeps the name it was paid under); the attestation is issued again and mailed.
 */
export function MemberNameCorrectionForm({
  id,
  member,
  change,
}: {
  readonly id: string;
  readonly member: { readonly firstName: string; readonly lastName: string };
  readonly change: ReturnType<typeof useChange>;
}) {
  return (
    <LinesCorrectionForm
      texts={t}
      lines={LINES}
      initial={{ firstName: member.firstName, lastName: member.lastName }}
      busy={change.busy}
      send={(body) => change.send(calls.correctMemberName, { params: { id }, body })}
    />
  );
}
