export {
  FRENCH_MONTHS,
  parseFrenchDate,
  formatFrenchDate,
  toCalendarDate,
  compareCalendarDates,
  toIsoDate,
  daysInMonth,
  withFirstOfMonth,
} from './french-date';
export type { CalendarDate } from './french-date';
export {
  MUSEUM_NEWS_FROM_YEAR,
  isUpcoming,
  isPast,
  selectCarouselItems,
  groupByYear,
  currentYearOf,
  selectMuseumNews,
  selectUpcomingConferences,
  groupArchivedConferences,
  groupArchivedAssociationNews,
  isListedOnItsPage,
} from './news-selection';
export type { YearGroup } from './news-selection';
export { eventsByDay, buildMonthGrid, shiftMonth, WEEKDAY_LABELS } from './agenda';
export {
  parseTime,
  parisIsoDateTime,
  parisDateAt,
  parisDayOf,
  parisDayStart,
  parisYear,
  parisYearSpan,
} from './paris-time';
export { buildIcs, icsDataUrl } from './ics';
export { conferenceEvent, conferenceVenue, type ConferenceVenue } from './conference-event';
export {
  AGENDA_FEED_PATH,
  AGENDA_KINDS,
  agendaItems,
  type AgendaItem,
  type AgendaKind,
} from './agenda-items';
