import { useState, type FormEvent } from 'react';
import { TextField } from '@mtdm/shared/ui';
import { CorrectionForm } from '../../common/record-corrections';
import { calls } from '../../common/space-client';
import type { useChange } from '../../common/use-change';
import { membershipsTexts } from './memberships-texts';

const t = membershipsTexts.nameCorrection;

/** The member's name as the attestation bears it: what the memberships' role corrects. */
export interface MemberName {
  readonly firstName: string;
  readonly lastName: string;
}

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
  readonly member: MemberName;
  readonly change: ReturnType<typeof useChange>;
}) {
  const [correction, setCorrection] = useState({
    firstName: member.firstName,
    lastName: member.lastName,
    reason: '',
  });
  const correct = async (event: FormEvent) => {
    event.preventDefault();
    if (await change.send(calls.correctMemberName, { params: { id }, body: correction }))
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
      {(['firstName', 'lastName'] as const).map((field) => (
        <TextField
          key={field}
          label={t[field]}
          value={correction[field]}
          maxLength={100}
          required
          onChange={(event) => setCorrection({ ...correction, [field]: event.target.value })}
        />
      ))}
    </CorrectionForm>
  );
}
