import { useState } from 'react';
import styled from 'styled-components';
import type { ContactCorrection } from '@mtdm/shared/validation';
import { SelectField, useElementId } from '@mtdm/shared/ui';
import type { MemberAccount } from '../../common/member-client';
import { AccountCard } from './account-card';
import ContactDetailsForm from './contact-details-form';
import { memberAccountContent as c } from './member-account-content';

/** The details a member may correct, as their latest membership holds them. */
const contactCorrectionOf = ({ address, postcode, city, mobileNumber }: ContactCorrection) => ({
  address,
  postcode,
  city,
  mobileNumber,
});

/** The choice of whose details, spaced from the form below as the form's own fields are. */
const WhoseDetails = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/**
 * The member's postal address and telephone, corrected. When the address holds several members (a
 * couple), whose details they are is chosen first: each corrects their own, never the other's.
 */
export function MemberContactCard({ account }: { readonly account: MemberAccount }) {
  const id = useElementId();
  const several = account.members.length > 1;
  const [chosen, setChosen] = useState(account.members[0]?.memberKey);
  // What each member saved since the page was read: choosing them again shows it.
  const [saved, setSaved] = useState<Readonly<Record<string, ContactCorrection>>>({});
  const member = account.members.find((candidate) => candidate.memberKey === chosen);
  if (!member) return null;
  return (
    <AccountCard aria-labelledby={`${id}-contact`}>
      <h2 id={`${id}-contact`}>{c.contactTitle}</h2>
      {several && (
        <WhoseDetails>
          <SelectField
            name="contactMember"
            label={c.contactMember}
            options={account.members.map((candidate) => ({
              value: candidate.memberKey,
              label: candidate.member,
            }))}
            value={member.memberKey}
            onChange={(event) => setChosen(event.target.value)}
          />
        </WhoseDetails>
      )}
      <ContactDetailsForm
        key={member.memberKey}
        initial={saved[member.memberKey] ?? contactCorrectionOf(member.contact)}
        csrfToken={account.csrfToken}
        member={several ? member.memberKey : undefined}
        onSaved={(details) => setSaved((before) => ({ ...before, [member.memberKey]: details }))}
      />
    </AccountCard>
  );
}
