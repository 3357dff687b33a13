// One agenda of what is to come at the museum: the temporary exhibitions (running or to come), the
// conferences, the museum's events and the association's, each with its days, its hour, its place and
// whether it is free; the same list for the agenda page and the calendar feed.
import type { Exhibition, NewsItem } from '../content/types';
import type { SiteDetails } from '../content/site-details';
import { paths } from '../routing';
import { newsAnchor } from '../search/item-anchors';
import { conferenceVenue } from './conference-event';
import { compareCalendarDates, parseFrenchDate, type CalendarDate } from './french-date';

/** Where the calendar feed is served: a calendar application subscribes to it. */
export const AGENDA_FEED_PATH = '/agenda.ics';

export const AGENDA_KINDS = ['exhibition', 'conference', 'museumEvent', 'associationEvent'] as const;
export type AgendaKind = (typeof AGENDA_KINDS)[number];

export interface AgendaItem {
  /** Unique in the agenda, stable: a calendar keeps its events by it. */
  readonly id: string;
  readonly kind: AgendaKind;
  readonly title: string;
  readonly description: string;
  readonly from: CalendarDate;
  /** The last day (an exhibition's); the same day for an event. */
  readonly to: CalendarDate;
  /** 'HH:MM' in Paris, when the event has an hour. */
  readonly time: string | null;
  /** Where it takes place; null when the content does not say (an association's event). */
  readonly place: string | null;
  /** True when entry is free; null when the content does not say. */
  readonly free: boolean | null;
  /** Seats to book (a conference that takes bookings). */
  readonly seats: number | null;
  /** Where the site tells more of it (its page, at its element). */
  readonly link: string;
}

const isAhead = (to: CalendarDate, today: CalendarDate) => compareCalendarDates(to, today) >= 0;

function exhibitionItem(exhibition: Exhibition): AgendaItem | null {
  const from = parseFrenchDate(exhibition.startDate);
  const to = parseFrenchDate(exhibition.endDate);
  if (!from || !to) return null;
  return {
    id: `exposition-${exhibition.id}`,
    kind: 'exhibition',
    title: exhibition.title,
    description: exhibition.description,
    from,
    to,
    time: null,
    place: exhibition.place,
    free: exhibition.free,
    seats: null,
    link: `${paths.agenda}#exposition-${exhibition.id}`,
  };
}

function newsEventItem(
  item: NewsItem,
  details: Pick<SiteDetails, 'museumName' | 'museumAddress' | 'associationName'>,
): AgendaItem | null {
  const date = parseFrenchDate(item.date);
  if (!date) return null;
  const conference = item.conference === true;
  const kind: AgendaKind = conference
    ? 'conference'
    : item.category === 'musee'
      ? 'museumEvent'
      : 'associationEvent';
  return {
    id: `actualite-${item.id}`,
    kind,
    title: item.title,
    description: item.description,
    from: date,
    to: date,
    time: item.time ?? null,
    // A conference is held in the auditorium; the museum's events at the museum; the association's
    // wherever its text says (no place is guessed).
    place:
      kind === 'conference'
        ? conferenceVenue(details).name
        : kind === 'museumEvent'
          ? details.museumName
          : null,
    // The conferences are open to all, free; an event's entry is said only where its text says it
    // (a museum event may be a closure).
    free: kind === 'conference' ? true : null,
    seats: conference && typeof item.seats === 'number' ? item.seats : null,
    link: `${conference ? paths.conferences : item.link}#${newsAnchor(item.id)}`,
  };
}

/** What is to come or running on `today`, soonest first (then by hour, then by title). */
export function agendaItems(
  content: { readonly news: readonly NewsItem[]; readonly exhibitions: readonly Exhibition[] },
  details: Pick<SiteDetails, 'museumName' | 'museumAddress' | 'associationName'>,
  today: CalendarDate,
): AgendaItem[] {
  return [
    ...content.exhibitions.map(exhibitionItem),
    ...content.news.map((item) => newsEventItem(item, details)),
  ]
    .filter((item): item is AgendaItem => item !== null && isAhead(item.to, today))
    .sort(
      (a, b) =>
        compareCalendarDates(a.from, b.from) ||
        (a.time ?? '').localeCompare(b.time ?? '') ||
        a.title.localeCompare(b.title, 'fr'),
    );
}
