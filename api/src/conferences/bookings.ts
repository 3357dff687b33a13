// Seats at a conference: a booking asked is mailed a link to its address, and only once the address
// confirms it is it decided: confirmed while the conference's seats (its content) allow it, else it
// waits in the order confirmed; a cancellation frees its seats for the first waiting ones that fit.
// Each decision is taken in one write transaction: two bookings at once never take the same seat.
import {
  BOOKING_CONFIRM_HOURS,
  CONFERENCE_BOOKING_PATHS,
  MAX_SEATS_PER_BOOKING,
  type BookingRequest,
} from '@mtdm/shared/contracts';
import { parisToday, type NewsItem } from '@mtdm/shared/content';
import { buildIcs, conferenceEvent, conferenceVenue, parseFrenchDate, toIsoDate } from '@mtdm/shared/news';
import { publishedContent } from '../content/published-content';
import { enqueueMail } from '../mail/mail-store';
import { mailboxOf } from '@mtdm/shared/validation';
import { BOOKINGS_PER_DAY, connectionBookings, mayMailAddress } from '../mail/mails-per-address';
import { mailSignature } from '../mail/mail-text';
import { siteOrigin } from '../mail/site-origin';
import { recordView } from '../sign-in/view-journal';
import type { Services } from '../services';
import { digestOf, newToken } from '../sign-in/email-links';
import type { Volunteer } from '../volunteers/volunteer-directory';
import {
  bookingsOf,
  cancelBooking,
  confirmedSeats,
  confirmWaiting,
  deleteBookingRequest,
  findBookingByCancelDigest,
  findBookingRequest,
  heldBookingsOf,
  insertBooking,
  insertBookingRequest,
  someoneWaits,
  waitingBookings,
  type BookingRequestRow,
  type BookingRow,
} from './booking-store';
import {
  bookingConfirmedMail,
  bookingRequestMail,
  bookingWaitingMail,
  type BookedConference,
} from './booking-mails';

/** The day of a conference ('2026-12-10'), or null when its date cannot be read. */
const dayOf = (item: NewsItem) => {
  const date = parseFrenchDate(item.date);
  return date ? toIsoDate(date) : null;
};

/** The conferences open to booking now: with seats in their content, and not past. */
function openConferences(services: Services): (NewsItem & { readonly seats: number })[] {
  const today = parisToday(services.now());
  return publishedContent(services.config).content.news.filter(
    (item): item is NewsItem & { seats: number } =>
      item.conference === true && typeof item.seats === 'number' && (dayOf(item) ?? '') >= today,
  );
}

const openConference = (services: Services, id: string) =>
  openConferences(services).find((item) => item.id === id);

/** A conference as its mails name it, with its calendar file. */
function bookedConference(services: Services, item: NewsItem): BookedConference {
  const details = publishedContent(services.config).details;
  const event = conferenceEvent(item, conferenceVenue(details));
  return {
    title: item.title,
    date: item.date,
    time: item.time ?? null,
    place: event?.location ?? null,
    ics: event ? buildIcs(event) : null,
  };
}

const signatureOf = (services: Services) => mailSignature(publishedContent(services.config).details);
const cancelLink = (services: Services, token: string) =>
  `${siteOrigin(services)}${CONFERENCE_BOOKING_PATHS.cancel}?jeton=${token}`;

const confirmLink = (services: Services, token: string) =>
  `${siteOrigin(services)}${CONFERENCE_BOOKING_PATHS.confirm}?jeton=${token}`;

/** The requests whose confirmation link still serves were asked after this. */
const requestsSince = (services: Services) =>
  new Date(services.now().getTime() - BOOKING_CONFIRM_HOURS * 60 * 60 * 1000).toISOString();

export type BookingRequestOutcome =
  | { readonly outcome: 'requested'; readonly request: BookingRequestRow }
  | { readonly outcome: 'closed' }
  | { readonly outcome: 'tooMany' }
  | { readonly outcome: 'tooManyFromConnection' };

/**
 * A booking asked: kept, and a link mailed to the address typed, which confirms it. Nothing is taken
 * before: an address typed at random, never read, holds no seat and waits in no line. One address asks
 * three times a day at most, and one connection ten times (mails-per-address.ts): neither an address's
 * mailbox nor the site's mail can be flooded by someone typing again and again.
 */
export function requestBooking(
  services: Services,
  conferenceId: string,
  request: BookingRequest,
  connectionKey: string,
): BookingRequestOutcome {
  const item = openConference(services, conferenceId);
  if (!item) return { outcome: 'closed' };
  const { db } = services;
  const token = newToken();
  const result = db
    .transaction((): BookingRequestOutcome => {
      const fromConnection = connectionBookings(services, connectionKey);
      if (fromConnection.full) return { outcome: 'tooManyFromConnection' };
      if (!mayMailAddress(services, 'booking', request.email, BOOKINGS_PER_DAY))
        return { outcome: 'tooMany' };
      fromConnection.record();
      const asked = insertBookingRequest(db, {
        conferenceId: item.id,
        name: request.name,
        email: request.email,
        seats: request.seats,
        linkDigest: digestOf(token),
        at: services.now().toISOString(),
      });
      enqueueMail(
        db,
        bookingRequestMail(
          asked,
          bookedConference(services, item),
          confirmLink(services, token),
          signatureOf(services),
        ),
      );
      return { outcome: 'requested', request: asked };
    })
    .immediate();
  services.mail.kick();
  return result;
}

/** The request a confirmation link names, while the link serves; or undefined. */
export const requestOfLink = (services: Services, token: string) =>
  findBookingRequest(services.db, digestOf(token), requestsSince(services));

export type BookingOutcome =
  | { readonly outcome: 'confirmed' | 'waiting'; readonly booking: BookingRow }
  | { readonly outcome: 'alreadyHeld'; readonly held: number }
  | { readonly outcome: 'closed' }
  | { readonly outcome: 'unknownLink' };

/** The seats a mailbox holds at a conference, confirmed or waiting, whichever way its address was written. */
const seatsHeldBy = (services: Services, conferenceId: string, email: string) => {
  const mailbox = mailboxOf(email);
  return heldBookingsOf(services.db, conferenceId)
    .filter((booking) => mailboxOf(booking.email) === mailbox)
    .reduce((sum, booking) => sum + booking.seats, 0);
};

/**
 * A request confirmed by its address becomes a booking: confirmed if nobody waits and the seats allow
 * it, else on the waiting list, in the order confirmed; mailed either way, with the link that cancels
 * it (and the calendar file once confirmed). The confirmation link serves once. A mailbox holds
 * MAX_SEATS_PER_BOOKING seats at most at one conference: one more request is refused here, once its
 * address has confirmed it (refused at the form, it would tell anyone typing an address that it booked).
 */
export function confirmBooking(services: Services, token: string): BookingOutcome {
  const { db } = services;
  const cancelToken = newToken();
  const result = db
    .transaction((): BookingOutcome => {
      const asked = findBookingRequest(db, digestOf(token), requestsSince(services));
      if (!asked || !deleteBookingRequest(db, asked.id)) return { outcome: 'unknownLink' };
      const item = openConference(services, asked.conferenceId);
      const conferenceDay = item && dayOf(item);
      if (!item || !conferenceDay) return { outcome: 'closed' };
      const held = seatsHeldBy(services, item.id, asked.email);
      if (held + asked.seats > MAX_SEATS_PER_BOOKING) return { outcome: 'alreadyHeld', held };
      const fits = !someoneWaits(db, item.id) && confirmedSeats(db, item.id) + asked.seats <= item.seats;
      const booking = insertBooking(db, {
        conferenceId: item.id,
        name: asked.name,
        email: asked.email,
        seats: asked.seats,
        status: fits ? 'confirmed' : 'waiting',
        cancelDigest: digestOf(cancelToken),
        conferenceDay,
        at: services.now().toISOString(),
      });
      const conference = bookedConference(services, item);
      const link = cancelLink(services, cancelToken);
      enqueueMail(
        db,
        fits
          ? bookingConfirmedMail(booking, conference, link, signatureOf(services), false)
          : bookingWaitingMail(booking, conference, link, signatureOf(services)),
      );
      return { outcome: fits ? 'confirmed' : 'waiting', booking };
    })
    .immediate();
  if (result.outcome === 'confirmed' || result.outcome === 'waiting') services.mail.kick();
  return result;
}

/** The booking a cancel link names, or undefined. */
export const bookingOfLink = (services: Services, token: string) =>
  findBookingByCancelDigest(services.db, digestOf(token));

/**
 * A booking cancelled by its link: its seats go to the waiting bookings, in the order they asked, as
 * long as the first of them fits; each one confirmed is mailed. False when already cancelled.
 */
export function cancel(services: Services, token: string): boolean {
  const { db } = services;
  const done = db
    .transaction(() => {
      const booking = findBookingByCancelDigest(db, digestOf(token));
      const at = services.now().toISOString();
      if (!booking || !cancelBooking(db, booking.id, at)) return false;
      const item = publishedContent(services.config).content.news.find(
        (news) => news.id === booking.conferenceId,
      );
      if (booking.status === 'confirmed' && item && typeof item.seats === 'number') {
        let free = item.seats - confirmedSeats(db, item.id);
        for (const waiting of waitingBookings(db, item.id)) {
          if (waiting.seats > free) break;
          confirmWaiting(db, waiting.id, at);
          free -= waiting.seats;
          // Its own cancel link is the one it was mailed: this mail says so without a new one.
          enqueueMail(
            db,
            bookingConfirmedMail(
              waiting,
              bookedConference(services, item),
              null,
              signatureOf(services),
              true,
            ),
          );
        }
      }
      return true;
    })
    .immediate();
  if (done) services.mail.kick();
  return done;
}

/** The seats left of each conference open to booking. */
export const seatsLeft = (services: Services): Record<string, number> =>
  Object.fromEntries(
    openConferences(services).map((item) => [
      item.id,
      Math.max(0, item.seats - confirmedSeats(services.db, item.id)),
    ]),
  );

/**
 * The bookings of each conference open to booking, for the volunteers who run them; the view is
 * recorded (names and addresses are personal data).
 */
export function conferenceBookings(services: Services, volunteer: Volunteer) {
  recordView(services, volunteer, 'réservations de conférences consultées', 'toutes les conférences à venir');
  return openConferences(services).map((item) => {
    const bookings = bookingsOf(services.db, item.id);
    const total = (status: BookingRow['status']) =>
      bookings
        .filter((booking) => booking.status === status)
        .reduce((sum, booking) => sum + booking.seats, 0);
    return {
      id: item.id,
      title: item.title,
      date: item.date,
      time: item.time ?? null,
      seats: item.seats,
      confirmedSeats: total('confirmed'),
      waitingSeats: total('waiting'),
      bookings: bookings.map(({ name, email, seats, status, createdAt }) => ({
        name,
        email,
        seats,
        status,
        createdAt,
      })),
    };
  });
}
