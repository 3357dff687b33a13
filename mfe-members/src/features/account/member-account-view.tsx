import { useState, type FormEvent } from 'react';
import { Button, FormStack, FormStatus, SubmitButton, TextField, useElementId } from '@mtdm/shared/ui';
import { calls, sendCall, type MemberAccount } from '../../common/member-client';
import { memberAccountContent as c } from './member-account-content';
import { AccountCard, AccountFacts } from './account-card';
import { DataCopyCard } from './data-copy-card';
import { DocumentLinks } from './document-links';
import { DonationsCard } from './donations-card';
import { JoinCard } from './join-card';
import { MemberContactCard } from './member-contact-card';
import RenewalForm from './renewal-form';

interface Props {
  readonly account: MemberAccount;
  /** The account after a change (null: signed out). */
  readonly onChanged: (account: MemberAccount | null) => void;
}

/**
 * The signed-in member's memberships and donations with their documents, the renewal, their details,
 * and signing out. A donor who never joined finds their donations and the way to join.
 */
export default function MemberAccountView({ account, onChanged }: Props) {
  const id = useElementId();
  const contact = account.contact;
  // The address's members: a couple sharing it are greeted both, and each card says whose it is.
  const members = account.members.map((member) => member.member);
  const memberNames = members.join(' et ');
  const joined = account.memberships.length > 0;
  const [busy, setBusy] = useState(false);
  const [newEmail, setNewEmail] = useState('');
  const [emailStatus, setEmailStatus] = useState<{ text: string; ok: boolean } | null>(null);

  const changeEmail = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await sendCall(
        calls.changeEmail,
        { csrfToken: account.csrfToken, body: { email: newEmail.trim() } },
        c.emailFailed,
      );
      setEmailStatus({ text: c.emailSent, ok: true });
    } catch (failure) {
      setEmailStatus({ text: failure instanceof Error ? failure.message : c.emailFailed, ok: false });
    } finally {
      setBusy(false);
    }
  };

  const signOut = async () => {
    await sendCall(calls.signOut, { csrfToken: account.csrfToken }, '').catch(() => undefined);
    onChanged(null);
  };

  return (
    <>
      {contact ? (
        <p>{c.welcome(members.length > 1 ? memberNames : `${contact.firstName} ${contact.lastName}`)}</p>
      ) : (
        account.donations[0] && <p>{c.donorWelcome(account.donations[0].donor)}</p>
      )}
      {joined && (
        <AccountCard aria-labelledby={`${id}-memberships`}>
          <h2 id={`${id}-memberships`}>{c.membershipsTitle}</h2>
          {account.memberships.map((membership) => (
            <article key={membership.paidAt}>
              <AccountFacts>
                {members.length > 1 && (
                  <>
                    <dt>{c.member}</dt>
                    <dd>{membership.member}</dd>
                  </>
                )}
                <dt>{c.type}</dt>
                <dd>
                  {membership.type} ({membership.text.amount})
                </dd>
                <dt>{c.paidOn}</dt>
                <dd>{membership.text.paidOn}</dd>
                <dt>{c.number}</dt>
                <dd>{membership.memberNumber ?? c.numberToCome}</dd>
                <dt>{c.validUntil}</dt>
                <dd>{membership.text.validUntil}</dd>
              </AccountFacts>
              <DocumentLinks documents={membership.documents} />
            </article>
          ))}
        </AccountCard>
      )}

      <DonationsCard account={account} />

      {joined ? <RenewalForm account={account} /> : <JoinCard />}

      <MemberContactCard account={account} />

      {contact && (
        <AccountCard aria-labelledby={`${id}-email`}>
          <h2 id={`${id}-email`}>{c.emailTitle}</h2>
          <FormStack noValidate onSubmit={changeEmail}>
            <TextField
              name="newEmail"
              type="email"
              autoComplete="email"
              label={c.newEmail}
              // A couple's address moves them both: said before they ask.
              hint={members.length > 1 ? c.sharedAddress(memberNames) : undefined}
              value={newEmail}
              onChange={(event) => setNewEmail(event.target.value)}
              error={emailStatus && !emailStatus.ok ? emailStatus.text : undefined}
            />
            <SubmitButton busy={busy} busyLabel={c.saving}>
              {c.sendConfirmation}
            </SubmitButton>
            <FormStatus message={emailStatus?.ok ? emailStatus.text : null} tone="success" />
          </FormStack>
        </AccountCard>
      )}

      <DataCopyCard />

      <Button type="button" $variant="secondary" onClick={() => void signOut()}>
        {c.signOut}
      </Button>
    </>
  );
}
