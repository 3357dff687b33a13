import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CONFERENCE_BOOKING_PATHS, MAX_SEATS_PER_BOOKING, type BookingAnswer } from '@mtdm/shared/contracts';
import { SelectField, SubmitButton, TextField } from '@mtdm/shared/ui';
import { conferenceBookingTexts as t } from './conference-booking-texts';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Answer = styled.p<{ readonly $refused: boolean }>`
  margin: 0;
  font-weight: 700;
  color: ${({ $refused, theme }) => ($refused ? theme.colors.error : theme.colors.success)};
`;

const SEAT_OPTIONS = Array.from({ length: MAX_SEATS_PER_BOOKING }, (_, index) => ({
  value: String(index + 1),
  label: String(index + 1),
}));

/**
 * The booking form of one conference (name, e-mail, seats), loaded when its disclosure is first
 * opened: it sends JSON and says the server's answer in place, keeping what was typed when refused.
 */
export default function BookingForm({ id, full }: { readonly id: string; readonly full: boolean }) {
  const [values, setValues] = useState({ name: '', email: '', seats: '1' });
  const [answer, setAnswer] = useState<BookingAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const field = answer && !answer.success ? answer.field : undefined;
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const response = await fetch(CONFERENCE_BOOKING_PATHS.book(id), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...values, seats: Number(values.seats) }),
      });
      const said = (await response.json()) as Partial<BookingAnswer>;
      const answered: BookingAnswer =
        typeof said.message === 'string' ? (said as BookingAnswer) : { success: false, message: t.failed };
      setAnswer(answered);
      if (answered.success) setValues({ name: '', email: '', seats: '1' });
    } catch {
      setAnswer({ success: false, message: t.failed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form method="post" action={CONFERENCE_BOOKING_PATHS.book(id)} onSubmit={submit} noValidate>
      <TextField
        label={t.name}
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={set('name')}
        error={field === 'name' ? answer?.message : null}
      />
      <TextField
        label={t.email}
        type="email"
        name="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        error={field === 'email' ? answer?.message : null}
      />
      <SelectField
        label={t.seats}
        hint={t.seatsHint(MAX_SEATS_PER_BOOKING)}
        name="seats"
        options={SEAT_OPTIONS}
        value={values.seats}
        onChange={set('seats')}
        error={field === 'seats' ? answer?.message : null}
      />
      <SubmitButton busy={busy}>{full ? t.wait : t.book}</SubmitButton>
      <div role="status">
        {answer && !field && <Answer $refused={!answer.success}>{answer.message}</Answer>}
      </div>
    </Form>
  );
}
