// What a script of a public page may ask the server for, by address: the pages' calls, the forms' own
// calls, the files the frame reads, and robots.txt, which an audit of the page (Lighthouse's) reads
// from within it. The server writes these addresses, and no other of its own, into the public pages'
// Content-Security-Policy (connect-src): a module's script, whoever built it, cannot read a signed-in
// space's calls (/api/benevoles/…, /api/adherents/…) with the session of a volunteer or a member who
// browses the public site.
import { CONTENT_FILES_PATH } from '../content/store';
import { CRAWLER_FILES } from '../routing/crawler-files';
import { FRAME_CALLS } from '../routing/frame-calls';
import { SEARCH_INDEX_URLS } from '../search/search-language';
import { CONFERENCE_BOOKING_PATHS } from './conference-bookings';
import { calls, extraCalls } from './endpoints';
import { NEWSLETTER_PATHS } from './newsletter';
import { publicMemberCalls } from './signed-in/space-paths';
import { takenTourSlotsCall } from './tour-calls';

/** The fixed part of a route with parameters, as a prefix: '/api/conferences/:id/x' -> '/api/conferences/'. */
const prefixOf = (route: string) => route.slice(0, route.indexOf(':'));

/**
 * Each address a public page fetches: a path ending in « / » stands for every address below it (the
 * way a Content-Security-Policy reads it), any other for itself, whatever its query.
 */
export const PUBLIC_PAGE_FETCHES: readonly string[] = [
  ...new Set([
    ...Object.values(calls).map((each) => each.path),
    ...Object.values(extraCalls).map((each) => each.path),
    takenTourSlotsCall.path,
    NEWSLETTER_PATHS.subscribe,
    prefixOf(CONFERENCE_BOOKING_PATHS.bookRoute),
    ...Object.values(publicMemberCalls),
    ...Object.values(SEARCH_INDEX_URLS),
    CONTENT_FILES_PATH,
    ...Object.values(FRAME_CALLS),
    CRAWLER_FILES.robots,
  ]),
];
