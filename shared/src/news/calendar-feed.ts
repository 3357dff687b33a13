// The agenda as a calendar to subscribe to (RFC 5545): several events, timed in Paris time (a
// conference, a museum event) or all day, from their first day to their last (an exhibition).
import { twoDigits, type CalendarDate } from './french-date';
import { escapeText, fold, PARIS_VTIMEZONE, timedEventLines, utcStamp, type CalendarEvent } from './ics';

/** An event of whole days, its last day included. */
export interface AllDayEvent {
  readonly uid: string;
  readonly title: string;
  readonly description: string;
  readonly location: string;
  readonly from: CalendarDate;
  readonly to: CalendarDate;
  readonly url?: string;
}

const day = (date: CalendarDate) => `${date.year}${twoDigits(date.month)}${twoDigits(date.day)}`;

/** The day after `date` (an all-day event's DTEND is the day after its last). */
const dayAfter = (date: CalendarDate) => {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
};

function allDayEventLines(event: AllDayEvent): string[] {
  return [
    `DTSTART;VALUE=DATE:${day(event.from)}`,
    `DTEND;VALUE=DATE:${day(dayAfter(event.to))}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
  ];
}

/** The feed: its name as a calendar shows it, its events, stamped with the moment it was made. */
export function buildCalendarFeed(
  name: string,
  events: { readonly timed: readonly CalendarEvent[]; readonly allDay: readonly AllDayEvent[] },
  stamp: Date,
): string {
  const vevent = (uid: string, lines: string[]) => [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${utcStamp(stamp)}`,
    ...lines,
    'END:VEVENT',
  ];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//AAMTDM//Agenda//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    'X-WR-TIMEZONE:Europe/Paris',
    ...PARIS_VTIMEZONE,
    ...events.allDay.flatMap((event) => vevent(event.uid, allDayEventLines(event))),
    ...events.timed.flatMap((event) => vevent(event.uid, timedEventLines(event))),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
