// Booking seats at a conference, written once for its page's form and the server: where it posts, what
// it sends and answers, the limits, and what each refusal says.

/**
 * At most this many seats in one booking (a family, a few friends), and held by one mailbox at one
 * conference, its bookings confirmed and waiting together: a group asks the association.
 */
export const MAX_SEATS_PER_BOOKING = 6;

/** How long the link that confirms a booking serves; a request never confirmed is then forgotten. */
export const BOOKING_CONFIRM_HOURS = 24;

/** A number of seats in words: « 1 place », « 2 places ». */
export const seatsWords = (seats: number) => (seats === 1 ? '1 place' : `${seats} places`);

export const CONFERENCE_BOOKING_PATHS = {
  /** The booking of one conference (its content id), and the route that answers it. */
  book: (conferenceId: string) => `/api/conferences/${encodeURIComponent(conferenceId)}/reservations`,
  bookRoute: '/api/conferences/:id/reservations',
  /** The seats left of each conference open to booking, read by the page once it runs. */
  seatsLeft: '/api/conferences/places',
  /** The link a request mails to its address: a page with a button, where the button posts. */
  confirm: '/reservation/confirmer',
  /** The cancel link a confirmation mails: a page with a button, where the button posts. */
  cancel: '/reservation/annuler',
} as const;

export const bookingMessages = {
  name: 'Indiquez votre nom et votre prénom.',
  email: 'Indiquez une adresse e-mail valide : la confirmation y est envoyée.',
  seats: `Indiquez un nombre de places entre 1 et ${MAX_SEATS_PER_BOOKING}.`,
  closed: 'Cette conférence n’est pas ouverte aux réservations.',
  tooMany:
    'Cette adresse a déjà fait trois réservations aujourd’hui : réessayez demain, ou écrivez à l’association.',
  tooManyFromConnection:
    'Trop de réservations ont été faites aujourd’hui depuis votre connexion : réessayez demain, ou écrivez à l’association.',
  alreadyHeld: (held: number) =>
    `Cette adresse tient déjà ${seatsWords(held)} pour cette conférence, et une adresse en réserve ${MAX_SEATS_PER_BOOKING} au plus. Pour changer le nombre de places, annulez votre réservation par le lien reçu, puis réservez de nouveau ; pour un groupe, écrivez à l’association.`,
  requested: (seats: number) =>
    `Dernière étape : confirmez votre demande de ${seatsWords(seats)} avec le lien du courriel qui vient de vous être envoyé. Les places sont attribuées à la confirmation.`,
  confirmed: (seats: number) =>
    `C’est réservé : ${seatsWords(seats)}. Un courriel de confirmation vous a été envoyé, avec l’invitation pour votre agenda et le lien pour annuler.`,
  waiting: (seats: number) =>
    `La conférence est complète : votre demande de ${seatsWords(seats)} est inscrite en liste d’attente. Un courriel vous préviendra si des places se libèrent.`,
} as const;

/** What the booking sends (the server checks it: conference-booking-schemas.ts). */
export interface BookingRequest {
  readonly name: string;
  readonly email: string;
  readonly seats: number;
}

/** What the server answers a booking. */
export type BookingAnswer =
  | { readonly success: true; readonly status: 'requested'; readonly message: string }
  | { readonly success: false; readonly message: string; readonly field?: 'name' | 'email' | 'seats' };
