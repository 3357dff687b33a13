// A conference as a calendar event, one rule for its page's « Ajouter à mon agenda », its schema.org
// data and the invitation a seat booking mails: where it takes place, who organises it, how long.
import type { SiteDetails } from '../content/site-details';
import { parseFrenchDate } from './french-date';
import type { CalendarEvent } from './ics';
import { parseTime } from './paris-time';

/** How long a conference lasts, questions included. */
const CONFERENCE_DURATION_MINUTES = 90;

/** Where the conferences take place and who organises them. */
export interface ConferenceVenue {
  readonly name: string;
  readonly street: string;
  readonly postcode: string;
  readonly city: string;
  readonly organizer: string;
}

export const conferenceVenue = ({
  museumName,
  museumAddress,
  associationName,
}: Pick<SiteDetails, 'museumName' | 'museumAddress' | 'associationName'>): ConferenceVenue => ({
  name: `Auditorium du ${museumName}`,
  street: museumAddress.street,
  postcode: museumAddress.postcode,
  city: museumAddress.city,
  organizer: associationName,
});

/** What a conference's event is made of (a news item of the content). */
interface ConferenceItem {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly date: string;
  readonly time?: string;
}

/** A conference as a calendar event (Paris time), or null when its date or time cannot be read. */
export function conferenceEvent(item: ConferenceItem, venue: ConferenceVenue): CalendarEvent | null {
  const date = parseFrenchDate(item.date);
  const start = parseTime(item.time);
  if (!date || !start) return null;
  return {
    uid: `conference-${item.id}@aamtdm`,
    title: item.title,
    description: item.description,
    location: `${venue.name}, ${venue.street}, ${venue.postcode} ${venue.city}`,
    date,
    start,
    durationMinutes: CONFERENCE_DURATION_MINUTES,
  };
}
