import { lazy, Suspense, useEffect, useState } from 'react';
import styled from 'styled-components';
import { CONFERENCE_BOOKING_PATHS } from '@mtdm/shared/contracts';
import { SCREEN_ONLY_MARK } from '@mtdm/shared/design-tokens';
import { conferenceBookingTexts as t } from './conference-booking-texts';

const Booking = styled.details`
  margin-top: ${({ theme }) => theme.space.sm};

  summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    font-weight: 700;
    cursor: pointer;
  }
`;

const Left = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-weight: 700;
`;

let seatsLeftRequest: Promise<Record<string, number>> | undefined;

/** The seats left of every conference open to booking, read once per visit of the page (they change). */
function useSeatsLeft() {
  const [left, setLeft] = useState<Record<string, number> | null>(null);
  useEffect(() => {
    let active = true;
    seatsLeftRequest ??= Promise.resolve()
      .then(() => fetch(CONFERENCE_BOOKING_PATHS.seatsLeft))
      .then((response) => response.json())
      .then((json: unknown) =>
        typeof json === 'object' && json !== null ? (json as Record<string, number>) : {},
      );
    seatsLeftRequest.then(
      (seats) => {
        if (active) setLeft(seats);
      },
      () => {
        seatsLeftRequest = undefined;
      },
    );
    return () => {
      active = false;
    };
  }, []);
  return left;
}

/** The form, a chunk of its own: the conferences page loads it only when a visitor opens a booking. */
const BookingForm = lazy(() => import(/* webpackChunkName: "conference-booking-form" */ './booking-form'));

/**
 * Seats at one conference: how many are left (read once the page runs), and, once opened, the booking
 * form.
 */
export function ConferenceBooking({ id, title }: { readonly id: string; readonly title: string }) {
  const left = useSeatsLeft()?.[id];
  const [opened, setOpened] = useState(false);
  return (
    <Booking
      {...SCREEN_ONLY_MARK}
      onToggle={(event) => {
        // Read now: React lets go of the event once this handler returns.
        const open = event.currentTarget.open;
        setOpened((was) => was || open);
      }}
    >
      <summary aria-label={`${t.open} : ${title}`}>{t.open}</summary>
      {left !== undefined && <Left>{left > 0 ? t.left(left) : t.full}</Left>}
      {opened && (
        <Suspense fallback={<p>{t.loading}</p>}>
          <BookingForm id={id} full={left === 0} />
        </Suspense>
      )}
    </Booking>
  );
}
