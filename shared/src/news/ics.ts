import { twoDigits, type CalendarDate } from './french-date';
import { PARIS_TIME_ZONE } from './paris-time';

export interface CalendarEvent {
  /** Unique and stable identifier of the event. */
  readonly uid: string;
  readonly title: string;
  readonly description: string;
  readonly location: string;
  readonly date: CalendarDate;
  readonly start: { readonly hour: number; readonly minute: number };
  readonly durationMinutes: number;
  /** A page about the event. */
  readonly url?: string;
}

/**
 * An invitation between two people (a guided tour): sent as a request, and cancelled later with the
 * same UID and a higher sequence; stamped with the moment it is made.
 */
export interface CalendarInvitation {
  readonly method: 'REQUEST' | 'CANCEL';
  /** When the file is made (DTSTAMP). */
  readonly stamp: Date;
  /** 0 for the request; each later change one more. */
  readonly sequence: number;
  readonly organizer: { readonly name: string; readonly email: string };
  readonly attendee: { readonly name: string; readonly email: string };
}

/** A property parameter's value, quoted (RFC 5545 3.2: no double quote, no control character). */
// eslint-disable-next-line no-control-regex -- the control characters are what this removes
const parameter = (value: string) => `"${value.replace(/["\u0000-\u001f\u007f]/g, '')}"`;

/** 20261201T101500Z: a moment in UTC. */
export const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * RFC 5545 text: backslash, semicolon, comma and every line break (CRLF, LF or a lone CR) escaped;
 * other control characters, which a calendar would read as the end of a line or refuse, removed.
 */
export function escapeText(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- the control characters are what this removes
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
  );
}

/** How many octets UTF-8 takes for one character (one code point). */
function utf8Length(character: string): number {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/**
 * Lines longer than 75 octets are folded (continuation lines start with a space). The octets are
 * counted as the line is read, once each: the calendar links of a page full of conferences are
 * written while it is rendered and hydrated.
 */
export function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let currentLength = 0;
  for (const character of line) {
    const limit = parts.length === 0 ? 75 : 74;
    const length = utf8Length(character);
    if (currentLength + length > limit) {
      parts.push(current);
      current = character;
      currentLength = length;
    } else {
      current += character;
      currentLength += length;
    }
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function localDateTime(date: CalendarDate, hour: number, minute: number): string {
  return `${date.year}${twoDigits(date.month)}${twoDigits(date.day)}T${twoDigits(hour)}${twoDigits(minute)}00`;
}

/** The Paris time zone with its daylight-saving rules (last Sundays of March and October). */
export const PARIS_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${PARIS_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** A timed event's own lines, in Paris time: its start, its end, what, where, and its page. */
export function timedEventLines(event: CalendarEvent): string[] {
  const startMinutes = event.start.hour * 60 + event.start.minute;
  const endMinutes = startMinutes + event.durationMinutes;
  const endDay = new Date(
    Date.UTC(event.date.year, event.date.month - 1, event.date.day + Math.floor(endMinutes / 1440)),
  );
  const endDate = {
    year: endDay.getUTCFullYear(),
    month: endDay.getUTCMonth() + 1,
    day: endDay.getUTCDate(),
  };
  return [
    `DTSTART;TZID=${PARIS_TIME_ZONE}:${localDateTime(event.date, event.start.hour, event.start.minute)}`,
    `DTEND;TZID=${PARIS_TIME_ZONE}:${localDateTime(endDate, Math.floor((endMinutes % 1440) / 60), endMinutes % 60)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
  ];
}

/**
 * An iCalendar file (RFC 5545) of one event in Paris time, for "Ajouter à mon agenda". Deterministic:
 * DTSTAMP is the day of the event at midnight UTC, so the same page always offers the same file.
 */
export function buildIcs(
  event: CalendarEvent,
  productId = '-//AAMTDM//Conferences//FR',
  invitation?: CalendarInvitation,
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${invitation?.method ?? 'PUBLISH'}`,
    ...PARIS_VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${invitation ? utcStamp(invitation.stamp) : `${localDateTime(event.date, 0, 0)}Z`}`,
    ...(invitation
      ? [
          `SEQUENCE:${invitation.sequence}`,
          `STATUS:${invitation.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
          `ORGANIZER;CN=${parameter(invitation.organizer.name)}:mailto:${invitation.organizer.email}`,
          `ATTENDEE;CN=${parameter(invitation.attendee.name)};ROLE=REQ-PARTICIPANT:mailto:${invitation.attendee.email}`,
        ]
      : []),
    ...timedEventLines(event),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** A data: address of the file, usable as a download link's href (no script, pre-rendered as is). */
export function icsDataUrl(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}
