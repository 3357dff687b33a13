import { useElementId } from '@mtdm/shared/ui';
import type { MemberAccount } from '../../common/member-client';
import { AccountCard, AccountFacts } from './account-card';
import { DocumentLinks } from './document-links';
import { memberAccountContent as c } from './member-account-content';

/**
 * The donations given from the member's address, the latest first: in whose name, how much, when, and
 * the tax receipt to download, or why there is none (not issued yet, or the gift refunded). Nothing
 * when the address gave none.
 */
export function DonationsCard({ account }: { readonly account: MemberAccount }) {
  const id = useElementId();
  if (account.donations.length === 0) return null;
  return (
    <AccountCard aria-labelledby={`${id}-donations`}>
      <h2 id={`${id}-donations`}>{c.donationsTitle}</h2>
      {account.donations.map((donation) => (
        <article key={donation.paidAt}>
          <AccountFacts>
            <dt>{c.donor}</dt>
            <dd>{donation.donor}</dd>
            <dt>{c.donationAmount}</dt>
            <dd>{donation.text.amount}</dd>
            <dt>{c.donatedOn}</dt>
            <dd>{donation.text.paidOn}</dd>
          </AccountFacts>
          {donation.refunded ? (
            <p>{c.donationRefunded}</p>
          ) : donation.documents.length > 0 ? (
            <DocumentLinks documents={donation.documents} />
          ) : (
            <p>{c.receiptToCome}</p>
          )}
        </article>
      ))}
    </AccountCard>
  );
}
