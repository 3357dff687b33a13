import { useRef, useState, type FormEvent } from 'react';
import type { MembershipType } from '@mtdm/shared/commerce';
import {
  MEMBER_RENEWAL_ANCHOR as RENEW_ANCHOR,
  membershipTypeChoices,
  RENEWED_MEMBER_PARAM,
} from '@mtdm/shared/contracts';
import { paths } from '@mtdm/shared/routing';
import {
  ErrorMessage,
  focusFirstInvalid,
  FormStack,
  SelectField,
  SubmitButton,
  TextField,
  useAddressAnchor,
  useElementId,
} from '@mtdm/shared/ui';
import { RENEWAL_DONATION_MESSAGE, renewalDonationEuros } from '@mtdm/shared/validation';
import { calls, sendCall, type MemberAccount } from '../../common/member-client';
import { AccountCard } from './account-card';
import { memberAccountContent as c } from './member-account-content';

/** The types a member renews as, with their yearly fee (as the membership form offers them). */
const RENEWAL_CHOICES = membershipTypeChoices();

/** The member a reminder's link names (`?adherent=`), when the address holds them. */
const memberOfLink = (members: MemberAccount['members']) => {
  const key = new URLSearchParams(window.location.search).get(RENEWED_MEMBER_PARAM);
  return members.find((member) => member.memberKey === key);
};

/** What the renewal sends: whose, the type (the member's last one first) and the gift as typed. */
interface Renewal {
  readonly member: string | undefined;
  readonly membershipType: MembershipType;
  readonly donationAmount: string;
}

/**
 * The renewal in one step: the type (the member's last one first) and a gift, then the provider's
 * page. A lifetime member has nothing to renew: the card says so and leads to the gift page instead.
 * When the address holds several members, the member renewed is chosen first.
 */
export default function RenewalForm({ account }: { readonly account: MemberAccount }) {
  const id = useElementId();
  // The address's members, the latest payer first; each renews as their latest membership. The one a
  // reminder's link names is offered first.
  const members = account.members;
  const latestMembershipOf = (memberKey: string | undefined) =>
    account.memberships.find((membership) => membership.memberKey === memberKey);
  const [renewal, setRenewal] = useState<Renewal>(() => {
    const first = (memberOfLink(members) ?? members[0])?.memberKey;
    return {
      member: first,
      membershipType: latestMembershipOf(first)?.membershipType ?? 'individual',
      donationAmount: '',
    };
  });
  // A gift that is not an amount is said beside it; any other refusal (no membership to renew, the
  // provider out of reach), under the button.
  const [donationError, setDonationError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // A reminder's link leads here (#renouveler): the card appears once the account is read, after the
  // browser looked for the anchor, so it is brought into view then.
  useAddressAnchor((anchor) => anchor === RENEW_ANCHOR, { shown: null });

  const lifetime = account.memberships.some(
    (membership) => membership.memberKey === renewal.member && membership.lifetime,
  );
  const lifetimeNote = (
    <>
      <p>{c.lifetime}</p>
      <p>
        <a href={paths.donation}>{c.lifetimeGift}</a>
      </p>
    </>
  );
  if (members.length <= 1 && lifetime)
    return (
      <AccountCard id={RENEW_ANCHOR} aria-labelledby={`${id}-renew`}>
        <h2 id={`${id}-renew`}>{c.lifetimeTitle}</h2>
        {lifetimeNote}
      </AccountCard>
    );

  const renew = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const gift = renewalDonationEuros(renewal.donationAmount);
    setDonationError(gift === null ? RENEWAL_DONATION_MESSAGE : null);
    if (gift === null) {
      queueMicrotask(() => focusFirstInvalid(formRef.current));
      return;
    }
    setBusy(true);
    try {
      const started = await sendCall(
        calls.renew,
        {
          csrfToken: account.csrfToken,
          body: {
            membershipType: renewal.membershipType,
            donationAmount: gift,
            ...(members.length > 1 ? { member: renewal.member } : {}),
          },
        },
        c.renewFailed,
      );
      window.location.assign(started.payment_url);
    } catch (failure) {
      setRefusal(failure instanceof Error ? failure.message : c.renewFailed);
      setBusy(false);
    }
  };

  return (
    <AccountCard id={RENEW_ANCHOR} aria-labelledby={`${id}-renew`}>
      <h2 id={`${id}-renew`}>{c.renewTitle}</h2>
      <FormStack ref={formRef} noValidate onSubmit={renew}>
        <p>{c.renewIntro}</p>
        {members.length > 1 && (
          <SelectField
            name="member"
            label={c.renewedMember}
            options={members.map((member) => ({ value: member.memberKey, label: member.member }))}
            value={renewal.member}
            // Each member renews as they last joined.
            onChange={(event) => {
              const latest = latestMembershipOf(event.target.value);
              if (latest)
                setRenewal({ ...renewal, member: latest.memberKey, membershipType: latest.membershipType });
            }}
          />
        )}
        {lifetime ? (
          lifetimeNote
        ) : (
          <>
            <SelectField
              name="membershipType"
              label={c.typeLabel}
              options={RENEWAL_CHOICES}
              value={renewal.membershipType}
              // The select offers the form's types only.
              onChange={(event) =>
                setRenewal({ ...renewal, membershipType: event.target.value as MembershipType })
              }
            />
            <TextField
              name="donationAmount"
              type="number"
              min={0}
              label={c.donationLabel}
              optional
              value={renewal.donationAmount}
              onChange={(event) => setRenewal({ ...renewal, donationAmount: event.target.value })}
              error={donationError ?? undefined}
            />
            <SubmitButton busy={busy} busyLabel={c.renewing}>
              {c.renew}
            </SubmitButton>
            <div role="alert">{refusal ? <ErrorMessage>{refusal}</ErrorMessage> : null}</div>
          </>
        )}
      </FormStack>
    </AccountCard>
  );
}
