// The guided-tour request's own addresses beyond its form post (endpoints.ts): apart, so that the
// other forms' pages carry none of them.
import { call } from './endpoints';

/** The guided tours already confirmed on a day (?date=YYYY-MM-DD): start and end, nothing else. */
export const takenTourSlotsCall = call('GET', '/api/visites-guidees/creneaux', 'none', {
  queryParams: ['date'],
});

/** Where the browser is sent once a guided-tour request is stored: its result page, by language. */
export const TOUR_RESULT_PATHS = {
  fr: '/visite-guidee/demande',
  en: '/en/guided-tour/request',
} as const;
