import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { MEMBER_RENEWAL_ANCHOR as RENEW_ANCHOR } from '@mtdm/shared/routing';
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
  const [fields, setFields] = useState({
    address: contact?.address ?? '',
    postcode: contact?.postcode ?? '',
    city: contact?.city ?? '',
    mobileNumber: contact?.mobileNumber ?? '',
  });
  const [contactStatus, setContactStatus] = useState<{ text: string; ok: boolean } | null>(null);
  const [renewal, setRenewal] = useState({ membershipType: 'individual', donationAmount: '' });
  const [renewError, setRenewError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'contact' | 'renew' | 'email' | null>(null);
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

  const saveContact = async (event: FormEvent) => {
    event.preventDefault();
    setBusy('contact');
    try {
      await sendCall(calls.correctContact, { csrfToken: account.csrfToken, body: fields }, c.saveFailed);
      setContactStatus({ text: c.saved, ok: true });
    } catch (failure) {
      setContactStatus({ text: failure instanceof Error ? failure.message : c.saveFailed, ok: false });
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
            options={c.types}
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
          <FormStack noValidate onSubmit={saveContact}>
            <TextField
              name="address"
              label={c.address}
              autoComplete="street-address"
              value={fields.address}
              onChange={(event) => setFields({ ...fields, address: event.target.value })}
            />
            <TextField
              name="postcode"
              label={c.postcode}
              autoComplete="postal-code"
              value={fields.postcode}
              onChange={(event) => setFields({ ...fields, postcode: event.target.value })}
            />
            <TextField
              name="city"
              label={c.city}
              autoComplete="address-level2"
              value={fields.city}
              onChange={(event) => setFields({ ...fields, city: event.target.value })}
            />
            <TextField
              name="mobileNumber"
              type="tel"
              label={c.phone}
              autoComplete="tel"
              value={fields.mobileNumber}
              onChange={(event) => setFields({ ...fields, mobileNumber: event.target.value })}
            />
            <SubmitButton busy={busy === 'contact'} busyLabel={c.saving}>
              {c.save}
            </SubmitButton>
            <FormStatus message={contactStatus?.text} tone={contactStatus?.ok ? 'success' : 'info'} />
          </FormStack>
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
