import { EmailCorrectionForm } from '../../common/email-correction';
import { calls } from '../../common/space-client';
import type { useChange } from '../../common/use-change';
import { membershipsTexts } from './memberships-texts';

const t = membershipsTexts.emailCorrection;

/**
 * A member's e-mail address typed wrong when paying: the membership's account moves once the owner of
 * the right address opens the link, with every member of the address (a couple), which the volunteer
 * is told first.
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
    <EmailCorrectionForm
      texts={membersAtAddress > 1 ? { ...t, hint: `${t.hint} ${t.together(membersAtAddress)}` } : t}
      email={email}
      busy={change.busy}
      send={(body) => change.send(calls.correctMemberEmail, { params: { id }, body })}
    />
  );
}
