import { useState, type FormEvent } from 'react';
import { countedArticle } from '@mtdm/shared/commerce';
import { parisToday } from '@mtdm/shared/content';
import { Link } from '@mtdm/shared/router';
import { ButtonAnchor, FormStack, SubmitButton, TextField } from '@mtdm/shared/ui';
import { ChangeOutcomeMessage } from '../../common/change-outcome';
import { dayOf, euros, phoneOf } from '../../common/formats';
import { Loaded } from '../../common/loaded';
import {
  CorrectionForm,
  CorrectionsFact,
  NameAndAddressCorrectionForm,
} from '../../common/record-corrections';
import { Actions, Facts, Panel } from '../../common/space-styles';
import { EmailCorrectionFacts, EmailCorrectionForm } from '../../common/email-correction';
import { SpaceTable } from '../../common/space-table';
import { spaceTexts } from '../../common/space-texts';
import { useChange } from '../../common/use-change';
import { useSpaceData } from '../../common/use-space-data';
import { SPACE_TEXT_LIMITS } from '@mtdm/shared/contracts/signed-in/client';
import { addressOf, calls, mayCall } from '../../common/space-client';
import { useVolunteer } from '../../common/volunteer-context';
import { ORDERS_PATH } from '../../common/space-addresses';
import { ordersTexts as t } from './orders-texts';
import { ShipmentCorrectionForm } from './shipment-correction-form';
import { PostalWithdrawalForm } from './postal-withdrawal-form';
import { PartRefundForm } from './part-refund-form';
import { WithdrawalCheckActions } from './withdrawal-check-actions';

/**
 * An order: who and where, what to pack, its slip; its delivery corrected before shipping and shipped
 * with a tracking number (the shop), its tracking corrected (the shop), or refunded (the shop or the
 * treasurer).
 */
export function OrderDetail({ id }: { readonly id: string }) {
  const { roles } = useVolunteer();
  const state = useSpaceData(calls.order, { params: { id } });
  const change = useChange(state.reload);
  const [shipment, setShipment] = useState({ transporteur: '', numeroDeSuivi: '' });
  const [reason, setReason] = useState('');

  const ship = async (event: FormEvent) => {
    event.preventDefault();
    await change.send(calls.shipOrder, { params: { id }, body: shipment });
  };
  const refund = async (event: FormEvent) => {
    event.preventDefault();
    if (window.confirm(t.refundConfirm))
      await change.send(calls.refundOrder, { params: { id }, body: { reason } });
  };

  return (
    <>
      <p>
        <Link to={ORDERS_PATH}>{spaceTexts.back}</Link>
      </p>
      <Loaded state={state}>
        {({ order }) => (
          <>
            <h2>{t.detailTitle(order.reference)}</h2>
            <ChangeOutcomeMessage outcome={change.outcome} />
            {order.state === 'withdrawn' ? (
              <Panel>
                <p>{t.withdrawn}</p>
                {order.withdrawnAt && order.refundDueOn ? (
                  <p>
                    {t.refundDue(
                      dayOf(order.withdrawnAt),
                      dayOf(order.refundDueOn),
                      order.refundDueOn < parisToday(),
                    )}
                  </p>
                ) : null}
              </Panel>
            ) : null}
            {order.withdrawalToCheck ? (
              <Panel>
                <p>{t.withdrawalToCheck(order.withdrawalToCheck, order.state === 'shipped')}</p>
                {mayCall(roles, calls.decideWithdrawal) ? (
                  <WithdrawalCheckActions
                    id={id}
                    withdrawal={order.withdrawalToCheck.reference}
                    change={change}
                  />
                ) : null}
              </Panel>
            ) : null}
            <Facts>
              <dt>{t.facts.buyer}</dt>
              <dd>{`${order.firstName} ${order.lastName}`}</dd>
              {/* Where it goes and the telephone: the shop's alone (null for the treasurer). */}
              {order.address !== null ? (
                <>
                  <dt>{t.facts.address}</dt>
                  <dd>{`${order.address}\n${order.postcode ?? ''} ${order.city}`}</dd>
                  <CorrectionsFact
                    term={t.facts.deliveryCorrections}
                    corrections={order.deliveryCorrections ?? []}
                    line={(correction) =>
                      t.deliveryCorrected(
                        dayOf(correction.correctedAt),
                        correction.correctedBy,
                        correction.reason,
                      )
                    }
                  />
                </>
              ) : null}
              <dt>{t.facts.email}</dt>
              <dd>{order.email}</dd>
              <EmailCorrectionFacts
                corrections={order.emailCorrections}
                pending={order.emailCorrectionPending}
              />
              {order.mobileNumber !== null ? (
                <>
                  <dt>{t.facts.phone}</dt>
                  <dd>{phoneOf(order.mobileNumber)}</dd>
                </>
              ) : null}
              <dt>{t.facts.amount}</dt>
              <dd>{euros(order.amountCents)}</dd>
              <dt>{t.facts.paid}</dt>
              <dd>{dayOf(order.paidAt)}</dd>
              {order.shippedAt ? (
                <>
                  <dt>{t.facts.shipped}</dt>
                  <dd>{dayOf(order.shippedAt)}</dd>
                  <dt>{t.facts.carrier}</dt>
                  <dd>{order.carrier}</dd>
                  <dt>{t.facts.tracking}</dt>
                  <dd>{order.trackingNumber}</dd>
                  <CorrectionsFact
                    term={t.facts.corrections}
                    corrections={order.shipmentCorrections}
                    line={(correction) =>
                      t.corrected(
                        dayOf(correction.correctedAt),
                        correction.correctedBy,
                        `${correction.replacedCarrier} ${correction.replacedTrackingNumber}`,
                        correction.reason,
                      )
                    }
                  />
                </>
              ) : null}
              <CorrectionsFact
                term={t.facts.withdrawalDecisions}
                corrections={order.withdrawalDecisions}
                line={(decided) =>
                  t.withdrawalDecided(
                    decided.withdrawal,
                    decided.decision,
                    dayOf(decided.decidedAt),
                    decided.decidedBy,
                    decided.postedOn && dayOf(decided.postedOn),
                  )
                }
              />
              <CorrectionsFact
                term={t.facts.partRefunds}
                corrections={order.partialRefunds}
                line={(part) =>
                  t.partRefunded(
                    dayOf(part.refundedAt),
                    euros(part.amountCents),
                    part.refundedBy,
                    [
                      ...part.lines.map(countedArticle),
                      ...(part.shippingCents > 0 ? [t.shippingRefunded] : []),
                    ].join(', '),
                    part.reason,
                  )
                }
              />
              {order.refundedAt ? (
                <>
                  <dt>{t.facts.refunded}</dt>
                  <dd>
                    {t.refundedOn(dayOf(order.refundedAt), euros(order.refundedCents ?? order.amountCents))}
                  </dd>
                  <dt>{t.facts.refundedBy}</dt>
                  <dd>{t.refundedBy(order.refundedBy)}</dd>
                  {order.refundReason ? (
                    <>
                      <dt>{t.facts.refundReason}</dt>
                      <dd>{order.refundReason}</dd>
                    </>
                  ) : null}
                </>
              ) : null}
            </Facts>
            <h3>{t.linesTitle}</h3>
            <SpaceTable
              caption={t.linesTitle}
              items={order.lines}
              keyOf={(_line, index) => index}
              columns={[
                { label: t.lineColumns.item, cell: (line) => line.name },
                { label: t.lineColumns.size, cell: (line) => line.size ?? '–' },
                { label: t.lineColumns.quantity, cell: (line) => line.quantity },
                ...(order.partialRefunds.length > 0
                  ? [
                      {
                        label: t.refundedColumn,
                        cell: (line: (typeof order.lines)[number]) => line.refundedQuantity,
                      },
                    ]
                  : []),
              ]}
            />
            {mayCall(roles, calls.packingSlip) ? (
              <Actions>
                <ButtonAnchor
                  $variant="secondary"
                  href={addressOf(calls.packingSlip, { params: { id } })}
                  download
                >
                  {t.packingSlip}
                </ButtonAnchor>
              </Actions>
            ) : null}
            {order.state === 'to-ship' && mayCall(roles, calls.shipOrder) ? (
              <Panel>
                <h3>{t.shipTitle}</h3>
                <FormStack onSubmit={ship} noValidate>
                  <TextField
                    label={t.carrier}
                    hint={t.carrierHint}
                    value={shipment.transporteur}
                    maxLength={SPACE_TEXT_LIMITS.parcel}
                    onChange={(event) => setShipment({ ...shipment, transporteur: event.target.value })}
                  />
                  <TextField
                    label={t.tracking}
                    value={shipment.numeroDeSuivi}
                    maxLength={SPACE_TEXT_LIMITS.parcel}
                    onChange={(event) => setShipment({ ...shipment, numeroDeSuivi: event.target.value })}
                  />
                  <SubmitButton busy={change.busy}>{t.ship}</SubmitButton>
                </FormStack>
              </Panel>
            ) : null}
            {order.state === 'to-ship' &&
            order.address !== null &&
            order.postcode !== null &&
            mayCall(roles, calls.correctDelivery) ? (
              <NameAndAddressCorrectionForm
                key={order.deliveryCorrections?.length}
                texts={t.deliveryCorrection}
                person={{ ...order, address: order.address, postcode: order.postcode }}
                busy={change.busy}
                send={(body) => change.send(calls.correctDelivery, { params: { id }, body })}
              />
            ) : null}
            {order.state !== 'refunded' && mayCall(roles, calls.correctBuyerEmail) ? (
              <EmailCorrectionForm
                key={`adresse-${order.email}`}
                texts={t.emailCorrection}
                email={order.email}
                busy={change.busy}
                send={(body) => change.send(calls.correctBuyerEmail, { params: { id }, body })}
              />
            ) : null}
            {order.shippedAt && order.state !== 'refunded' && mayCall(roles, calls.correctShipment) ? (
              <ShipmentCorrectionForm id={id} change={change} />
            ) : null}
            {(order.state === 'to-ship' || order.state === 'shipped') &&
            mayCall(roles, calls.recordPostalWithdrawal) ? (
              <PostalWithdrawalForm id={id} change={change} />
            ) : null}
            {order.state !== 'refunded' && mayCall(roles, calls.refundOrderPart) ? (
              <PartRefundForm
                key={`parts-${order.partialRefunds.length}`}
                id={id}
                order={order}
                change={change}
              />
            ) : null}
            {order.state !== 'refunded' && mayCall(roles, calls.refundOrder) ? (
              <CorrectionForm
                texts={{
                  title: t.refundTitle,
                  hint: t.refundHint,
                  reason: t.refundReason,
                  reasonHint: t.refundReasonHint,
                  submit:
                    order.givenBackCents > 0
                      ? t.refundLeft(euros(order.amountCents - order.givenBackCents))
                      : t.refund,
                }}
                reason={reason}
                onReason={setReason}
                onSubmit={refund}
                busy={change.busy}
              />
            ) : null}
          </>
        )}
      </Loaded>
    </>
  );
}
