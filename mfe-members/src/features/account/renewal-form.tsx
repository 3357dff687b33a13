import { useState, type FormEvent } from 'react';
import { membershipTypeChoices } from '@mtdm/shared/contracts';
import { MEMBER_RENEWAL_ANCHOR as RENEW_ANCHOR, paths } from '@mtdm/shared/routing';
import { FormStack, SelectField, SubmitButton, TextField, useElementId } from '@mtdm/shared/ui';
import { calls, sendCall, type MemberAccount } from '../../common/member-client';
import { AccountCard } from './account-card';
import { memberAccountContent as c } from './member-account-content';

/** The types a member renews as, with their yearly fee (as the membership form offers them). */
const RENEWAL_CHOICES = membershipTypeChoices();

/**
 * The renewal in one step: the type (the member's last one first) and a gift, then the provider's
 * page. A lifetime member has nothing to renew: the card says so and leads to the gift page instead.
 */
export default function RenewalForm({ account }: { readonly account: MemberAccount }) {
  const id = useElementId();
  const [renewal, setRenewal] = useState<{ membershipType: string; donationAmount: string }>({
    // The latest membership comes first.
    membershipType: account.memberships[0]?.membershipType ?? 'individual',
    donationAmount: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (account.memberships.some((membership) => membership.lifetime))
    return (
      <AccountCard id={RENEW_ANCHOR} aria-labelledby={`${id}-renew`}>
        <h2 id={`${id}-renew`}>{c.lifetimeTitle}</h2>
        <p>{c.lifetime}</p>
        <p>
          <a href={paths.donation}>{c.lifetimeGift}</a>
        </p>
      </AccountCard>
    );

  const renew = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
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
      setError(failure instanceof Error ? failure.message : c.renewFailed);
      setBusy(false);
    }
  };

  return (
    <AccountCard id={RENEW_ANCHOR} aria-labelledby={`${id}-renew`}>
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
          error={error ?? undefined}
        />
        <SubmitButton busy={busy} busyLabel={c.renewing}>
          {c.renew}
        </SubmitButton>
      </FormStack>
    </AccountCard>
  );
}
