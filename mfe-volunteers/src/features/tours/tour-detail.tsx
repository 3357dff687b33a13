import { useState, type FormEvent } from 'react';
import { Link } from '@mtdm/shared/router';
import { FormStack, SubmitButton, TextAreaField, TextField } from '@mtdm/shared/ui';
import { ChangeOutcomeMessage } from '../../common/change-outcome';
import { dayOf, momentOf, phoneOf, timeOf } from '../../common/formats';
import { Loaded } from '../../common/loaded';
import { Facts, Panel } from '../../common/space-styles';
import { ReasonPanel } from '../../common/record-corrections';
import { spaceTexts } from '../../common/space-texts';
import { useChange } from '../../common/use-change';
import { useSpaceData } from '../../common/use-space-data';
import { SPACE_TEXT_LIMITS } from '@mtdm/shared/contracts/signed-in/client';
import { calls } from '../../common/space-client';
import { TOURS_PATH } from '../../common/space-addresses';
import { toursTexts as t } from './tours-texts';

/**
 * A tour request (its view recorded), confirmed with a day, a time and a guide, or declined; a visit
 * confirmed, cancelled with its reason.
 */
export function TourDetail({ id }: { readonly id: string }) {
  const state = useSpaceData(calls.tour, { params: { id } });
  const change = useChange(state.reload);
  const [slot, setSlot] = useState<{ date?: string; heure?: string; guide: string }>({ guide: '' });
  const [reason, setReason] = useState('');

  return (
    <>
      <p>
        <Link to={TOURS_PATH}>{spaceTexts.back}</Link>
      </p>
      <Loaded state={state}>
        {({ tour }) => {
          const date = slot.date ?? tour.askedDate;
          const time = slot.heure ?? tour.askedTime;
          const confirm = (event: FormEvent) => {
            event.preventDefault();
            void change.send(calls.confirmTour, {
              params: { id },
              body: { date, heure: time, guide: slot.guide },
            });
          };
          const decline = (event: FormEvent) => {
            event.preventDefault();
            void change.send(calls.declineTour, { params: { id }, body: { raison: reason } });
          };
          return (
            <>
              <h2>{t.detailTitle(tour.reference)}</h2>
              <ChangeOutcomeMessage outcome={change.outcome} />
              <Facts>
                <dt>{t.facts.contact}</dt>
                <dd>{`${tour.firstName} ${tour.lastName}`}</dd>
                <dt>{t.facts.email}</dt>
                <dd>{tour.email}</dd>
                <dt>{t.facts.phone}</dt>
                <dd>{phoneOf(tour.phone)}</dd>
                <dt>{t.facts.group}</dt>
                <dd>{tour.groupSize}</dd>
                <dt>{t.facts.asked}</dt>
                <dd>{t.at(dayOf(tour.askedDate), timeOf(tour.askedTime))}</dd>
                {tour.specialRequests ? (
                  <>
                    <dt>{t.facts.requests}</dt>
                    <dd>{tour.specialRequests}</dd>
                  </>
                ) : null}
                <dt>{t.facts.received}</dt>
                <dd>{momentOf(tour.receivedAt)}</dd>
                {tour.confirmedDate ? (
                  <>
                    <dt>{t.facts.confirmed}</dt>
                    <dd>{t.at(dayOf(tour.confirmedDate), timeOf(tour.confirmedTime ?? ''))}</dd>
                    <dt>{t.facts.guide}</dt>
                    <dd>{tour.guide}</dd>
                  </>
                ) : null}
                {tour.decidedAt ? (
                  <>
                    <dt>{t.facts.decided}</dt>
                    <dd>{t.byOn(momentOf(tour.decidedAt), tour.decidedBy)}</dd>
                  </>
                ) : null}
                {tour.cancelledAt ? (
                  <>
                    <dt>{t.facts.cancelled}</dt>
                    <dd>{t.byOn(momentOf(tour.cancelledAt), tour.cancelledBy)}</dd>
                  </>
                ) : null}
                {tour.declineReason ? (
                  <>
                    <dt>{tour.cancelledAt ? t.cancelReason : t.facts.declined}</dt>
                    <dd>{tour.declineReason}</dd>
                  </>
                ) : null}
              </Facts>
              {tour.state === 'pending' ? (
                <>
                  <Panel>
                    <h3>{t.confirmTitle}</h3>
                    <p>{t.confirmHint}</p>
                    <FormStack onSubmit={confirm} noValidate>
                      <TextField
                        label={t.date}
                        type="date"
                        value={date}
                        onChange={(event) => setSlot({ ...slot, date: event.target.value })}
                      />
                      <TextField
                        label={t.time}
                        type="time"
                        value={time}
                        onChange={(event) => setSlot({ ...slot, heure: event.target.value })}
                      />
                      <TextField
                        label={t.guide}
                        value={slot.guide}
                        maxLength={SPACE_TEXT_LIMITS.guide}
                        onChange={(event) => setSlot({ ...slot, guide: event.target.value })}
                      />
                      <SubmitButton busy={change.busy}>{t.confirm}</SubmitButton>
                    </FormStack>
                  </Panel>
                  <TourAnswerPanel
                    texts={{ title: t.declineTitle, label: t.reason, submit: t.decline }}
                    reason={reason}
                    onReason={setReason}
                    onSubmit={decline}
                    busy={change.busy}
                  />
                </>
              ) : null}
              {tour.state === 'confirmed' ? (
                <TourAnswerPanel
                  texts={{
                    title: t.cancelTitle,
                    hint: t.cancelHint,
                    label: t.cancelReason,
                    submit: t.cancel,
                  }}
                  reason={reason}
                  onReason={setReason}
                  onSubmit={decline}
                  busy={change.busy}
                />
              ) : null}
            </>
          );
        }}
      </Loaded>
    </>
  );
}

/** A refusal or a cancellation: its reason, which the visitor reads, and the button that sends it. */
function TourAnswerPanel({
  texts,
  reason,
  onReason,
  onSubmit,
  busy,
}: {
  readonly texts: {
    readonly title: string;
    readonly hint?: string;
    readonly label: string;
    readonly submit: string;
  };
  readonly reason: string;
  readonly onReason: (reason: string) => void;
  readonly onSubmit: (event: FormEvent) => void;
  readonly busy: boolean;
}) {
  return (
    <ReasonPanel texts={texts} onSubmit={onSubmit} busy={busy}>
      <TextAreaField
        label={texts.label}
        hint={t.reasonHint}
        value={reason}
        rows={3}
        maxLength={SPACE_TEXT_LIMITS.tourAnswer}
        onChange={(event) => onReason(event.target.value)}
      />
    </ReasonPanel>
  );
}
