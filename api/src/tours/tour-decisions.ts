// Guided-tour requests for the museum's volunteers: lists by state, a request's details (each view
// recorded), confirmed with a date, a time and a guide (the visitor mailed with a calendar file), or
// declined with a reason.
import { buildIcs } from '@mtdm/shared/news';
import { enqueueMail } from '../mail/mail-store';
import { decideTour, tourDetails, toursInState, type TourState } from './tour-decision-store';
import type { Services } from '../services';
import { publishedContent } from '../content/published-content';
import { mailSignature } from '../mail/mail-text';
import { tourConfirmedMail, tourDeclinedMail } from './tour-mails';
import { siteOrigin } from '../mail/site-origin';
import { tourSlotProblem } from './tour-requests';
import { recordView } from '../sign-in/view-journal';
import type { Volunteer } from '../volunteers/volunteer-directory';
import type { ExportColumn } from '../infrastructure/export-file';
import type { ListShape } from '../infrastructure/list-view';

export type { TourState };

/** A guided tour lasts about an hour and a half: what the calendar file reserves. */
const TOUR_MINUTES = 90;
/** How the screens and the journal name a tour request. */
export const tourReference = (id: number) => `VG-${String(id).padStart(5, '0')}`;

export const toursOf = (services: Services, state: TourState) =>
  toursInState(services.db, state).map((tour) => ({ ...tour, reference: tourReference(tour.id) }));
type ListedTour = ReturnType<typeof toursOf>[number];

/** A list shows the group's name, size and day; the rest (an address, a telephone) is in the request. */
export const tourSummaryOf = (tour: ListedTour) => ({
  id: tour.id,
  reference: tour.reference,
  state: tour.state,
  lastName: tour.lastName,
  groupSize: tour.groupSize,
  askedDate: tour.askedDate,
  askedTime: tour.askedTime,
  confirmedDate: tour.confirmedDate,
  confirmedTime: tour.confirmedTime,
  guide: tour.guide,
  receivedAt: tour.receivedAt,
});

/** The visit's day: the one confirmed, else the one asked. */
const visitDay = (tour: ListedTour) => tour.confirmedDate ?? tour.askedDate;

/** The requests' list: found by reference, name, e-mail or guide; dated and sorted by the visit's day. */
export const TOUR_LIST: ListShape<'tours', ListedTour> = {
  list: 'tours',
  words: (tour) => [tour.reference, tour.firstName, tour.lastName, tour.email, tour.guide],
  dateOf: visitDay,
  sortBy: {
    date: (tour) => `${visitDay(tour)} ${tour.confirmedTime ?? tour.askedTime}`,
    nom: (tour) => `${tour.lastName} ${tour.firstName}`,
    groupe: (tour) => tour.groupSize,
  },
};

const TOUR_STATE_WORDS: Readonly<Record<TourState, string>> = {
  pending: 'en attente',
  confirmed: 'confirmée',
  declined: 'refusée',
};

/** The requests as a spreadsheet opens them: no address or telephone. */
export const TOUR_COLUMNS: readonly ExportColumn<ListedTour>[] = [
  { header: 'reference', cell: (tour) => tour.reference },
  { header: 'etat', cell: (tour) => TOUR_STATE_WORDS[tour.state] },
  { header: 'nom', cell: (tour) => tour.lastName },
  { header: 'personnes', cell: (tour) => tour.groupSize },
  { header: 'jour_demande', cell: (tour) => ({ date: tour.askedDate }) },
  { header: 'heure_demandee', cell: (tour) => tour.askedTime },
  { header: 'jour_confirme', cell: (tour) => ({ date: tour.confirmedDate }) },
  { header: 'heure_confirmee', cell: (tour) => tour.confirmedTime ?? '' },
  { header: 'guide', cell: (tour) => tour.guide ?? '' },
  { header: 'recue_le', cell: (tour) => ({ date: tour.receivedAt }) },
];

export function tourRequestDetails(services: Services, volunteer: Volunteer, id: number) {
  const tour = tourDetails(services.db, id);
  if (!tour) return null;
  recordView(services, volunteer, 'demande de visite consultée', tourReference(id));
  return { ...tour, reference: tourReference(id) };
}

/**
 * The visit's calendar file: an invitation from the museum to the visitor (METHOD:REQUEST), or its
 * cancellation (METHOD:CANCEL, same UID, next sequence) when a confirmed visit is declined after all.
 * The UID is ASCII and under the site's own domain; DTSTAMP is when it is made.
 */
function tourCalendar(
  services: Services,
  tour: {
    readonly id: number;
    readonly firstName: string;
    readonly lastName: string;
    readonly email: string;
    readonly groupSize: number;
  },
  slot: { readonly date: string; readonly time: string; readonly guide: string },
  method: 'REQUEST' | 'CANCEL',
): string {
  const { config } = services;
  const { details } = publishedContent(config);
  const [year, month, day] = slot.date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = slot.time.split(':').map(Number) as [number, number];
  const { street, postcode, city } = details.museumAddress;
  return buildIcs(
    {
      uid: `visite-guidee-${tour.id}@${new URL(siteOrigin(services)).hostname}`,
      title: `Visite guidée – ${details.museumName}`,
      description: `Visite guidée pour ${tour.groupSize} personnes, avec ${slot.guide}.`,
      location: `${details.museumName}, ${street}, ${postcode} ${city}`,
      date: { year, month, day },
      start: { hour, minute },
      durationMinutes: TOUR_MINUTES,
    },
    '-//AAMTDM//Visites guidees//FR',
    {
      method,
      stamp: services.now(),
      sequence: method === 'CANCEL' ? 1 : 0,
      organizer: { name: details.museumName, email: config.recipients.museum },
      attendee: { name: `${tour.firstName} ${tour.lastName}`, email: tour.email },
    },
  );
}

export type TourDecisionResult =
  /** Done; `cancelled` when the request declined was a visit confirmed before. */
  | { readonly outcome: 'done'; readonly cancelled?: boolean }
  | { readonly outcome: 'unknown' | 'already-decided' }
  | { readonly outcome: 'invalid'; readonly message: string };

export function confirmTour(
  services: Services,
  volunteer: Volunteer,
  id: number,
  slot: { date: string; time: string; guide: string },
): TourDecisionResult {
  const { db, config } = services;
  const tour = tourDetails(db, id);
  if (!tour) return { outcome: 'unknown' };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(slot.date) || !/^\d{2}:\d{2}$/.test(slot.time) || !slot.guide)
    return { outcome: 'invalid', message: 'Indiquez la date, l’heure et le guide de la visite.' };
  const problem = tourSlotProblem(services, { date: slot.date, time: slot.time }, 'fr');
  if (problem) return { outcome: 'invalid', message: problem.message };
  const { details } = publishedContent(config);
  const ics = tourCalendar(services, { ...tour, id }, slot, 'REQUEST');
  const decided = db.transaction(() => {
    const done = decideTour(db, id, {
      kind: 'confirmed',
      ...slot,
      by: volunteer.email,
      at: services.now().toISOString(),
    });
    if (done)
      enqueueMail(
        db,
        // The visitor's answer goes to the museum, which organises the visit.
        {
          ...tourConfirmedMail(
            { ...tour, ...slot, reference: tourReference(id) },
            ics,
            mailSignature(details),
          ),
          replyTo: config.recipients.museum,
        },
      );
    return done;
  })();
  if (!decided) return { outcome: 'already-decided' };
  services.mail.kick();
  return { outcome: 'done' };
}

export function declineTour(
  services: Services,
  volunteer: Volunteer,
  id: number,
  reason: string,
): TourDecisionResult {
  const { db, config } = services;
  const tour = tourDetails(db, id);
  if (!tour) return { outcome: 'unknown' };
  if (!reason) return { outcome: 'invalid', message: 'Indiquez au visiteur la raison du refus.' };
  // A visit confirmed earlier and declined now is cancelled: the visitor's calendar is told too.
  const cancellation =
    tour.state === 'confirmed' && tour.confirmedDate && tour.confirmedTime
      ? tourCalendar(
          services,
          { ...tour, id },
          { date: tour.confirmedDate, time: tour.confirmedTime, guide: tour.guide ?? '' },
          'CANCEL',
        )
      : undefined;
  const decided = db.transaction(() => {
    const done = decideTour(db, id, {
      kind: 'declined',
      reason,
      by: volunteer.email,
      at: services.now().toISOString(),
    });
    if (done)
      enqueueMail(db, {
        ...tourDeclinedMail(
          { ...tour, reference: tourReference(id) },
          reason,
          mailSignature(publishedContent(config).details),
          cancellation,
        ),
        replyTo: config.recipients.museum,
      });
    return done;
  })();
  if (!decided) return { outcome: 'already-decided' };
  services.mail.kick();
  return { outcome: 'done', cancelled: tour.state === 'confirmed' };
}
