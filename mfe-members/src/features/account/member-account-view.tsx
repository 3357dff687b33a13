import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { membershipTypeChoices } from '@mtdm/shared/contracts';
import { MEMBER_RENEWAL_ANCHOR as RENEW_ANCHOR } from '@mtdm/shared/routing';
import type { ContactCorrection } from '@mtdm/shared/validation';
import {
  Button,
  FormStack,
  FormStatus,
  SelectField,
  SubmitButton,
  TextField,
  useElementId,
} from '@mtdm/shared/ui';
import { calls, sendCall, type MemberAccount } from '../../common/member-client';
import { memberAccountContent as c } from './member-account-content';
import ContactDetailsForm from './contact-details-form';

/** The types a member renews as, with their yearly fee (as the membership form offers them). */
const RENEWAL_CHOICES = membershipTypeChoices();

/** The details a member may correct, as their latest membership holds them. */
const contactCorrectionOf = ({ address, postcode, city, mobileNumber }: ContactCorrection) => ({
  address,
  postcode,
  city,
  mobileNumber,
});

const Card = styled.section`
  max-width: 46rem;
  margin-block: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};

  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;

interface Props {
  readonly account: MemberAccount;
  /** The account after a change (null: signed out). */
  readonly onChanged: (account: MemberAccount | null) => void;
}

/** The signed-in member's memberships and documents, their details, a renewal and signing out. */
export default function MemberAccountView({ account, onChanged }: Props) {
  const id = useElementId();
  const contact = account.contact;
  // The member renews as they last joined; the latest membership comes first.
  const [renewal, setRenewal] = useState<{ membershipType: string; donationAmount: string }>({
    membershipType: account.memberships[0]?.membershipType ?? 'individual',
    donationAmount: '',
  });
  const [renewError, setRenewError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'renew' | 'email' | null>(null);
  const [newEmail, setNewEmail] = useState('');
  const [emailStatus, setEmailStatus] = useState<{ text: string; ok: boolean } | null>(null);

  const changeEmail = async (event: FormEvent) => {
    event.preventDefault();
    setBusy('email');
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
      setBusy(null);
    }
  };

  const renew = async (event: FormEvent) => {
    event.preventDefault();
    setBusy('renew');
    setRenewError(null);
    try {
      const started = await sendCall(
        calls.renew,
        {
          csrfToken: account.csrfToken,
          body: { membershipType: renewal.membershipType, donationAmount: renewal.donationAmount || 0 },
        },
        c.renewFailed,
      );
      window.location.assign(started.payment_url);
    } catch (failure) {
      setRenewError(failure instanceof Error ? failure.message : c.renewFailed);
      setBusy(null);
    }
  };

  const signOut = async () => {
    await sendCall(calls.signOut, { csrfToken: account.csrfToken }, '').catch(() => undefined);
    onChanged(null);
  };

  return (
    <>
      {contact && <p>{c.welcome(`${contact.firstName} ${contact.lastName}`)}</p>}
      <Card aria-labelledby={`${id}-memberships`}>
        <h2 id={`${id}-memberships`}>{c.membershipsTitle}</h2>
        {account.memberships.length === 0 && <p>{c.none}</p>}
        {account.memberships.map((membership) => (
          <article key={membership.paidAt}>
            <Facts>
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
            </Facts>
            <ul>
              {membership.documents.map((document) => (
                <li key={document.kind}>
                  <a href={document.url} download>
                    {c.documents[document.kind]}
                  </a>
                </li>
              ))}
            </ul>
          </article>
        ))}
      </Card>

      <Card id={RENEW_ANCHOR} aria-labelledby={`${id}-renew`}>
        <h2 id={`${id}-renew`}>{c.renewTitle}</h2>
        <FormStack noValidate onSubmit={renew}>
          <p>{c.renewIntro}</p>
          <SelectField
            name="membershipType"
            label={c.typeLabel}
            options={RENEWAL_CHOICES}
            value={renewal.membershipType}
            onChange={(event) => setRenewal({ ...renewal, membershipType: event.target.value })}
          />
          <TextField
            name="donationAmount"
            type="number"
            min={0}
            label={c.donationLabel}
            optional
            value={renewal.donationAmount}
            onChange={(event) => setRenewal({ ...renewal, donationAmount: event.target.value })}
            error={renewError ?? undefined}
          />
          <SubmitButton busy={busy === 'renew'} busyLabel={c.renewing}>
            {c.renew}
          </SubmitButton>
        </FormStack>
      </Card>

      {contact && (
        <Card aria-labelledby={`${id}-contact`}>
          <h2 id={`${id}-contact`}>{c.contactTitle}</h2>
          <ContactDetailsForm initial={contactCorrectionOf(contact)} csrfToken={account.csrfToken} />
        </Card>
      )}

      {contact && (
        <Card aria-labelledby={`${id}-email`}>
          <h2 id={`${id}-email`}>{c.emailTitle}</h2>
          <FormStack noValidate onSubmit={changeEmail}>
            <TextField
              name="newEmail"
              type="email"
              autoComplete="email"
              label={c.newEmail}
              value={newEmail}
              onChange={(event) => setNewEmail(event.target.value)}
              error={emailStatus && !emailStatus.ok ? emailStatus.text : undefined}
            />
            <SubmitButton busy={busy === 'email'} busyLabel={c.saving}>
              {c.sendConfirmation}
            </SubmitButton>
            <FormStatus message={emailStatus?.ok ? emailStatus.text : null} tone="success" />
          </FormStack>
        </Card>
      )}

      <Button type="button" $variant="secondary" onClick={() => void signOut()}>
        {c.signOut}
      </Button>
    </>
  );
}
