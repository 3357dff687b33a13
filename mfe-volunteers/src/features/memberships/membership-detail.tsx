import {
  labelOf,
  MEMBERSHIP_FIELDS,
  MEMBERSHIP_STATUSES,
  MEMBERSHIP_TYPES,
  shownValue,
} from '@mtdm/shared/contracts';
import { Link } from '@mtdm/shared/router';
import { Fragment } from 'react';
import { Button } from '@mtdm/shared/ui';
import { ChangeOutcomeMessage } from '../../common/change-outcome';
import { dayOf, euros, phoneOf } from '../../common/formats';
import { Loaded } from '../../common/loaded';
import { CorrectionsFact } from '../../common/record-corrections';
import { EmailCorrectionFacts } from '../../common/email-correction';
import { Facts, Panel } from '../../common/space-styles';
import { PaymentDocuments } from '../../common/payment-documents';
import { spaceTexts } from '../../common/space-texts';
import { useChange } from '../../common/use-change';
import { useSpaceData } from '../../common/use-space-data';
import { useVolunteer } from '../../common/volunteer-context';
import { calls, mayCall } from '../../common/space-client';
import { MEMBERSHIPS_PATH } from '../../common/space-addresses';

import { MemberEmailCorrectionForm } from './member-email-correction-form';
import { MemberNameCorrectionForm } from './member-name-correction-form';
import { MemberNumberCorrectionForm } from './member-number-correction-form';
import { OwnMemberNumberForm } from './own-member-number-form';
import { membershipsTexts as t } from './memberships-texts';

/**
 * A membership (its view recorded): the member, their number to assign or correct and their name and
 * e-mail address to correct (the memberships' role), their documents to send again or correct (each by
 * the role that answers for it).
 */
export function MembershipDetail({ id }: { readonly id: string }) {
  const { roles } = useVolunteer();
  const state = useSpaceData(calls.membership, { params: { id } });
  const change = useChange(state.reload);
  return (
    <>
      <p>
        <Link to={MEMBERSHIPS_PATH}>{spaceTexts.back}</Link>
      </p>
      <Loaded state={state}>
        {({ membership: m }) => (
          <>
            <h2>{t.detailTitle(m.reference)}</h2>
            <ChangeOutcomeMessage outcome={change.outcome} />
            <Facts>
              <dt>{t.facts.member}</dt>
              <dd>{`${m.firstName} ${m.lastName}`}</dd>
              {/* The member's profile: the memberships' role's alone (null for anyone else). */}
              {m.birthDate ? (
                <>
                  <dt>{t.facts.birth}</dt>
                  <dd>{t.facts.birthAt(dayOf(m.birthDate), m.birthPlace ?? '')}</dd>
                </>
              ) : null}
              <dt>{t.facts.address}</dt>
              <dd>{`${m.address}\n${m.postcode} ${m.city}`}</dd>
              <dt>{t.facts.email}</dt>
              <dd>{m.email}</dd>
              <EmailCorrectionFacts corrections={m.emailCorrections} pending={m.emailCorrectionPending} />
              <dt>{t.facts.phone}</dt>
              <dd>{phoneOf(m.mobileNumber)}</dd>
              {m.contactCorrectedAt ? (
                <>
                  <dt>{t.facts.contactCorrected}</dt>
                  <dd>{dayOf(m.contactCorrectedAt)}</dd>
                </>
              ) : null}
              <dt>{t.facts.type}</dt>
              <dd>{labelOf(MEMBERSHIP_TYPES, m.membershipType)}</dd>
              {m.status ? (
                <>
                  <dt>{t.facts.situation}</dt>
                  <dd>{labelOf(MEMBERSHIP_STATUSES, m.status)}</dd>
                </>
              ) : null}
              {MEMBERSHIP_FIELDS.map((field) => {
                const value = m[field.name];
                return value ? (
                  <Fragment key={field.name}>
                    <dt>{field.label.fr}</dt>
                    <dd>{shownValue(field, value)}</dd>
                  </Fragment>
                ) : null;
              })}
              <dt>{t.facts.fee}</dt>
              <dd>{euros(m.feeCents)}</dd>
              {m.donationCents > 0 ? (
                <>
                  <dt>{t.facts.donation}</dt>
                  <dd>{euros(m.donationCents)}</dd>
                </>
              ) : null}
              <dt>{t.facts.number}</dt>
              <dd>{m.memberNumber ?? t.noNumber}</dd>
              <CorrectionsFact
                term={t.facts.numberCorrections}
                corrections={m.numberCorrections}
                line={(correction) =>
                  t.numberCorrected(
                    correction.memberNumber,
                    dayOf(correction.correctedAt),
                    correction.correctedBy,
                    correction.reason,
                  )
                }
              />
              <CorrectionsFact
                term={t.facts.nameCorrections}
                corrections={m.nameCorrections}
                line={(correction) =>
                  t.nameCorrected(
                    `${correction.firstName} ${correction.lastName}`,
                    dayOf(correction.correctedAt),
                    correction.correctedBy,
                    correction.reason,
                  )
                }
              />
            </Facts>
            {m.memberNumber === null && mayCall(roles, calls.assignMemberNumber) ? (
              <Panel>
                <h3>{t.numberTitle}</h3>
                <p>{t.numberHint}</p>
                <Button
                  onClick={() => void change.send(calls.assignMemberNumber, { params: { id } })}
                  disabled={change.busy}
                >
                  {t.assign}
                </Button>
              </Panel>
            ) : null}
            <PaymentDocuments
              id={id}
              kinds={['membership-attestation', ...(m.donationCents > 0 ? (['tax-receipt'] as const) : [])]}
              change={change}
            />
            {mayCall(roles, calls.correctMemberName) ? (
              <MemberNameCorrectionForm
                key={`nom-${m.nameCorrections.length}`}
                id={id}
                member={m}
                change={change}
              />
            ) : null}
            {mayCall(roles, calls.correctMemberEmail) ? (
              <MemberEmailCorrectionForm
                key={`adresse-${m.email}`}
                id={id}
                email={m.email}
                membersAtAddress={m.membersAtAddress}
                change={change}
              />
            ) : null}
            {m.memberNumber !== null && mayCall(roles, calls.correctMemberNumber) ? (
              <MemberNumberCorrectionForm
                key={`numero-${m.numberCorrections.length}`}
                id={id}
                memberNumber={m.memberNumber}
                change={change}
              />
            ) : null}
            {m.numberSharedWith && mayCall(roles, calls.giveOwnMemberNumber) ? (
              <OwnMemberNumberForm
                key={`numero-propre-${m.numberCorrections.length}`}
                id={id}
                sharer={m.numberSharedWith}
                change={change}
              />
            ) : null}
          </>
        )}
      </Loaded>
    </>
  );
}
