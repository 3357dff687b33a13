import {
  labelOf,
  MEMBERSHIP_FIELDS,
  MEMBERSHIP_STATUSES,
  MEMBERSHIP_TYPES,
  shownValue,
} from '@mtdm/shared/contracts';
import { Link } from '@mtdm/shared/router';
import { Fragment, useState, type FormEvent } from 'react';
import { Button, FormStack, SelectField, SubmitButton, TextField } from '@mtdm/shared/ui';
import { ChangeOutcomeMessage } from '../../common/change-outcome';
import { dayOf, euros, phoneOf } from '../../common/formats';
import { Loaded } from '../../common/loaded';
import { Actions, Facts, Panel } from '../../common/space-styles';
import { spaceTexts } from '../../common/space-texts';
import { useChange } from '../../common/use-change';
import { useSpaceData } from '../../common/use-space-data';
import { useVolunteer } from '../../common/volunteer-context';
import { calls } from '../../common/space-client';
import { MEMBERSHIPS_PATH } from './memberships-list';

type DocumentKind = 'membership-attestation' | 'tax-receipt';
import { membershipsTexts as t } from './memberships-texts';

/** A membership (its view recorded): the member, their number to assign, their documents to send again. */
export function MembershipDetail({ id }: { readonly id: string }) {
  const { roles } = useVolunteer();
  const state = useSpaceData(calls.membership, { params: { id } });
  const change = useChange(state.reload);
  const resend = (kind: DocumentKind) => change.send(calls.resendDocument, { params: { id, kind } });
  // A correction: a new document, drawn from the membership as it is now, that replaces the earlier.
  const [correction, setCorrection] = useState<{ kind: DocumentKind; reason: string }>({
    kind: roles.includes('adhesions') ? 'membership-attestation' : 'tax-receipt',
    reason: '',
  });
  const correct = async (event: FormEvent) => {
    event.preventDefault();
    await change.send(calls.correctDocument, {
      params: { id, kind: correction.kind },
      body: { reason: correction.reason },
    });
  };
  const correctable = [
    ...(roles.includes('adhesions') ? (['membership-attestation'] as const) : []),
    ...(roles.includes('tresorerie') ? (['tax-receipt'] as const) : []),
  ];

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
              <dt>{t.facts.birth}</dt>
              <dd>{t.facts.birthAt(dayOf(m.birthDate), m.birthPlace)}</dd>
              <dt>{t.facts.address}</dt>
              <dd>{`${m.address}\n${m.postcode} ${m.city}`}</dd>
              <dt>{t.facts.email}</dt>
              <dd>{m.email}</dd>
              <dt>{t.facts.phone}</dt>
              <dd>{phoneOf(m.mobileNumber)}</dd>
              <dt>{t.facts.type}</dt>
              <dd>{labelOf(MEMBERSHIP_TYPES, m.membershipType)}</dd>
              <dt>{t.facts.situation}</dt>
              <dd>{labelOf(MEMBERSHIP_STATUSES, m.status)}</dd>
              {MEMBERSHIP_FIELDS.map((field) =>
                m[field.name] ? (
                  <Fragment key={field.name}>
                    <dt>{field.label.fr}</dt>
                    <dd>{shownValue(field, m[field.name])}</dd>
                  </Fragment>
                ) : null,
              )}
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
            </Facts>
            {m.memberNumber === null ? (
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
            <Panel>
              <h3>{t.documentsTitle}</h3>
              <Actions>
                <Button
                  $variant="secondary"
                  onClick={() => void resend('membership-attestation')}
                  disabled={change.busy}
                >
                  {t.resendAttestation}
                </Button>
                {roles.includes('tresorerie') ? (
                  <Button
                    $variant="secondary"
                    onClick={() => void resend('tax-receipt')}
                    disabled={change.busy}
                  >
                    {t.resendReceipt}
                  </Button>
                ) : null}
              </Actions>
            </Panel>
            {correctable.length > 0 ? (
              <Panel>
                <h3>{t.correctionTitle}</h3>
                <p>{t.correctionHint}</p>
                <FormStack onSubmit={correct} noValidate>
                  {correctable.length > 1 ? (
                    <SelectField
                      label={t.correctionKind}
                      value={correction.kind}
                      options={correctable.map((kind) => ({ value: kind, label: t.documentKinds[kind] }))}
                      onChange={(event) =>
                        setCorrection({ ...correction, kind: event.target.value as DocumentKind })
                      }
                    />
                  ) : null}
                  <TextField
                    label={t.correctionReason}
                    hint={t.correctionReasonHint}
                    value={correction.reason}
                    maxLength={200}
                    required
                    onChange={(event) => setCorrection({ ...correction, reason: event.target.value })}
                  />
                  <SubmitButton busy={change.busy} $variant="secondary">
                    {t.correct}
                  </SubmitButton>
                </FormStack>
              </Panel>
            ) : null}
          </>
        )}
      </Loaded>
    </>
  );
}
