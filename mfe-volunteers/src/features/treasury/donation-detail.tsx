import { Link } from '@mtdm/shared/router';
import { ChangeOutcomeMessage } from '../../common/change-outcome';
import { dayOf, euros } from '../../common/formats';
import { Loaded } from '../../common/loaded';
import { CorrectionsFact, NameAndAddressCorrectionForm } from '../../common/record-corrections';
import { EmailCorrectionFacts, EmailCorrectionForm } from '../../common/email-correction';
import { PaymentDocuments } from '../../common/payment-documents';
import { calls, mayCall } from '../../common/space-client';
import { Facts } from '../../common/space-styles';
import { spaceTexts } from '../../common/space-texts';
import { useChange } from '../../common/use-change';
import { useSpaceData } from '../../common/use-space-data';
import { useVolunteer } from '../../common/volunteer-context';
import { ReceiptsTable } from './receipts-table';
import { DONATIONS_PATH, treasuryTexts as t } from './treasury-texts';

/** A donation (its view recorded): the donor as the receipt names them, every receipt, the receipt's actions. */
export function DonationDetail({ id }: { readonly id: string }) {
  const { roles } = useVolunteer();
  const state = useSpaceData(calls.donation, { params: { id } });
  const change = useChange(state.reload);
  return (
    <>
      <p>
        <Link to={DONATIONS_PATH}>{spaceTexts.back}</Link>
      </p>
      <Loaded state={state}>
        {({ donation: d }) => (
          <>
            <h2>{t.donationTitle(d.reference)}</h2>
            <ChangeOutcomeMessage outcome={change.outcome} />
            <Facts>
              <dt>{t.facts.donor}</dt>
              <dd>{`${d.firstName} ${d.lastName}`}</dd>
              <dt>{t.facts.email}</dt>
              <dd>{d.email}</dd>
              <dt>{t.facts.address}</dt>
              <dd>{`${d.address}\n${d.postcode} ${d.city}`}</dd>
              <dt>{t.facts.amount}</dt>
              <dd>{euros(d.amountCents)}</dd>
              <dt>{t.facts.paid}</dt>
              <dd>{dayOf(d.paidAt)}</dd>
              <dt>{t.facts.state}</dt>
              <dd>{d.refunded ? t.refundedState : t.paidState}</dd>
              <CorrectionsFact
                term={t.facts.corrections}
                corrections={d.donorCorrections}
                line={(correction) =>
                  t.corrected(dayOf(correction.correctedAt), correction.correctedBy, correction.reason)
                }
              />
              <EmailCorrectionFacts corrections={d.emailCorrections} pending={d.emailCorrectionPending} />
            </Facts>
            <h3>{t.receiptsOfDonation}</h3>
            <ReceiptsTable caption={t.receiptsOfDonation} receipts={d.receipts} change={change} />
            {d.receiptNumber ? <PaymentDocuments id={id} kinds={['tax-receipt']} change={change} /> : null}
            {!d.refunded && mayCall(roles, calls.correctDonor) ? (
              <NameAndAddressCorrectionForm
                key={d.donorCorrections.length}
                texts={t.donorCorrection}
                person={d}
                busy={change.busy}
                send={(body) => change.send(calls.correctDonor, { params: { id }, body })}
              />
            ) : null}
            {!d.refunded && mayCall(roles, calls.correctDonorEmail) ? (
              <EmailCorrectionForm
                key={`adresse-${d.email}`}
                texts={t.emailCorrection}
                email={d.email}
                busy={change.busy}
                send={(body) => change.send(calls.correctDonorEmail, { params: { id }, body })}
              />
            ) : null}
          </>
        )}
      </Loaded>
    </>
  );
}
