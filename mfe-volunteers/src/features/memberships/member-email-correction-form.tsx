import { EMAIL_MAX_LENGTH } from '@mtdm/shared/validation';
import { LinesCorrectionForm } from '../../common/record-corrections';
import { calls } from '../../common/space-client';
import type { useChange } from '../../common/use-change';
import { membershipsTexts } from './memberships-texts';

const t = membershipsTexts.emailCorrection;

const LINES = [{ name: 'email', label: t.email, maxLength: EMAIL_MAX_LENGTH, type: 'email' }] as const;

/**
 * A member's e-mail address typed wrong when paying: the right one, prefilled with the wrong one to
 * mend, and why; the server mails it a link, and the membership moves once its owner opens it.
 */
export function MemberEmailCorrectionForm({
  id,
  email,
  membersAtAddress,
  change,
}: {
  readonly id: string;
  readonly email: string;
  /** The members the address holds: a couple moves together, which the volunteer is told first. */
  readonly membersAtAddress: number;
  readonly change: ReturnType<typeof useChange>;
}) {
  return (
    <LinesCorrectionForm
      texts={membersAtAddress > 1 ? { ...t, hint: `${t.hint} ${t.together(membersAtAddress)}` } : t}
      lines={LINES}
      initial={{ email }}
      busy={change.busy}
      send={(body) => change.send(calls.correctMemberEmail, { params: { id }, body })}
    />
  );
}
