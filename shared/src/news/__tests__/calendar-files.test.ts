import { buildIcs, icsDataUrl, parisIsoDateTime, parseTime } from '..';
import { parisDateAt, parisDayStart, parisOffsetMinutesAt } from '../paris-time';

describe('Paris times', () => {
  it('writes the offset of winter and summer, and across the changes', () => {
    expect(parisIsoDateTime({ year: 2026, month: 12, day: 10 }, { hour: 18, minute: 0 })).toBe(
      '2026-12-10T18:00:00+01:00',
    );
    expect(parisIsoDateTime({ year: 2026, month: 6, day: 11 }, { hour: 18, minute: 0 })).toBe(
      '2026-06-11T18:00:00+02:00',
    );
    expect(parisIsoDateTime({ year: 2027, month: 3, day: 28 }, { hour: 12, minute: 0 })).toBe(
      '2027-03-28T12:00:00+02:00',
    );
    expect(parisIsoDateTime({ year: 2027, month: 10, day: 31 }, { hour: 12, minute: 0 })).toBe(
      '2027-10-31T12:00:00+01:00',
    );
    expect(parseTime('18:30')).toEqual({ hour: 18, minute: 30 });
    expect(parseTime('25:00')).toBeNull();
  });
});

describe('iCalendar file', () => {
  const conference = {
    uid: 'conference-28@aamtdm',
    title: 'Conférence : les troupes coloniales sur le front d’Orient',
    description: 'Des Dardanelles à la Macédoine; une guerre oubliée, loin du front de France.',
    location: 'Auditorium du musée, Fréjus',
    date: { year: 2026, month: 12, day: 10 },
    start: { hour: 18, minute: 0 },
    durationMinutes: 90,
  };
  const ics = buildIcs(conference);

  it('is a VCALENDAR with the Paris time zone and the event in Paris time, lines ending in CRLF', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Paris\r\n');
    expect(ics).toContain('DTSTART;TZID=Europe/Paris:20261210T180000\r\n');
    expect(ics).toContain('DTEND;TZID=Europe/Paris:20261210T193000\r\n');
    expect(ics).toContain('DTSTAMP:20261210T000000Z\r\n');
    expect(ics).toContain('LOCATION:Auditorium du musée\\, Fréjus\r\n');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });

  it('escapes the text and folds long lines', () => {
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(
      'DESCRIPTION:Des Dardanelles à la Macédoine\\; une guerre oubliée\\, loin du front de France.',
    );
    expect(icsDataUrl(ics)).toMatch(/^data:text\/calendar;charset=utf-8,BEGIN%3AVCALENDAR/);
  });

  it('escapes every line break, a lone carriage return too, and drops other control characters', () => {
    const written = buildIcs({ ...conference, description: 'un\rdeux\r\ntrois\nquatre\u0000\u001b[31m' });
    const unfolded = written.replace(/\r\n /g, '');
    expect(unfolded).toContain('DESCRIPTION:un\\ndeux\\ntrois\\nquatre[31m\r\n');
    // No line of the file ends anywhere but at its CRLF.
    // eslint-disable-next-line no-control-regex -- the control characters are what this looks for
    expect(written.replace(/\r\n/g, '')).not.toMatch(/[\r\n\u0000\u001b]/);
  });

  it('folds by octets, never inside a character, and fills each line before folding it', () => {
    // 2-octet letters, 3-octet apostrophes and 4-octet pictures, so that the limit falls inside one.
    const description = 'Héritage’ 🎖 '.repeat(40);
    const folded = buildIcs({ ...conference, description }).split('\r\n');
    const start = folded.findIndex((line) => line.startsWith('DESCRIPTION:'));
    const end = folded.findIndex((line, index) => index > start && !line.startsWith(' '));
    const lines = folded.slice(start, end);
    const octets = (line: string) => new TextEncoder().encode(line).length;
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.every((line) => octets(line) <= 75)).toBe(true);
    // A line is folded only when the next character (4 octets at most) would not fit.
    expect(lines.slice(0, -1).every((line) => octets(line) > 71)).toBe(true);
    expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(
      `DESCRIPTION:${description}`,
    );
  });
});

describe('the offset of Paris time', () => {
  // Intl, with the time-zone data Node ships, is the reference for the rule the site computes.
  const intlOffset = (utcMillis: number) => {
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Paris',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).formatToParts(new Date(utcMillis));
    const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
    return Math.round(
      (Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute')) - utcMillis) / 60000,
    );
  };

  it('agrees with the time-zone data every six hours from 2000 to 2040, and around each change', () => {
    const hour = 3600000;
    const instants: number[] = [];
    for (let at = Date.UTC(2000, 0, 1); at < Date.UTC(2040, 0, 1); at += 6 * hour) instants.push(at);
    for (let year = 2000; year < 2040; year += 1) {
      for (const month of [2, 9]) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0));
        const change = Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
        instants.push(change - 60000, change, change + 60000);
      }
    }
    const disagreements = instants.filter((at) => parisOffsetMinutesAt(at) !== intlOffset(at));
    expect(disagreements.map((at) => new Date(at).toISOString())).toEqual([]);
  });
});

describe('the Paris day of an instant', () => {
  const parisDays = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' });
  const intlDay = (utcMillis: number) => parisDays.format(new Date(utcMillis));
  const isoDay = ({ year, month, day }: { year: number; month: number; day: number }) =>
    `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

  it('is the next day from 23:00 UTC in winter and 22:00 UTC in summer', () => {
    expect(parisDateAt(Date.parse('2026-12-31T22:59:59.999Z'))).toEqual({ year: 2026, month: 12, day: 31 });
    expect(parisDateAt(Date.parse('2026-12-31T23:00:00.000Z'))).toEqual({ year: 2027, month: 1, day: 1 });
    expect(parisDateAt(Date.parse('2026-06-30T22:30:00.000Z'))).toEqual({ year: 2026, month: 7, day: 1 });
  });

  it('agrees with the time-zone data every 90 minutes of 2024 to 2028', () => {
    const instants: number[] = [];
    for (let at = Date.UTC(2024, 0, 1); at < Date.UTC(2029, 0, 1); at += 90 * 60000) instants.push(at);
    const disagreements = instants.filter((at) => isoDay(parisDateAt(at)) !== intlDay(at));
    expect(disagreements.map((at) => new Date(at).toISOString())).toEqual([]);
  });

  it('begins at the instant stored for Paris midnight, summer or winter', () => {
    expect(parisDayStart({ year: 2027, month: 1, day: 1 })).toBe('2026-12-31T23:00:00.000Z');
    expect(parisDayStart({ year: 2026, month: 7, day: 1 })).toBe('2026-06-30T22:00:00.000Z');
    // The days the clocks change begin before the change.
    expect(parisDayStart({ year: 2026, month: 3, day: 29 })).toBe('2026-03-28T23:00:00.000Z');
    expect(parisDayStart({ year: 2026, month: 10, day: 25 })).toBe('2026-10-24T22:00:00.000Z');
  });
});
