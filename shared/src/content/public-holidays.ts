// The French public holidays of a year, Easter-based ones included (computed, never listed by hand),
// by the names the association uses in its content (content/practical.json, `closedHolidays`).

/** The holidays the association may say the museum closes on; 1 May is always one of them. */
export const PUBLIC_HOLIDAYS = [
  'jour de l’An',
  'lundi de Pâques',
  '1er mai',
  '8 mai',
  'Ascension',
  'lundi de Pentecôte',
  '14 juillet',
  '15 août',
  '1er novembre',
  '11 novembre',
  'Noël',
] as const;

export type PublicHoliday = (typeof PUBLIC_HOLIDAYS)[number];

/** The day the museum closes on whatever its content says (the holiday of 1 May). */
const ALWAYS_CLOSED: PublicHoliday = '1er mai';

/** How each holiday is named after « fermé » in a sentence, in French and in English. */
export const HOLIDAY_WORDS: Readonly<Record<PublicHoliday, { readonly fr: string; readonly en: string }>> = {
  'jour de l’An': { fr: 'le jour de l’An', en: 'on New Year’s Day' },
  'lundi de Pâques': { fr: 'le lundi de Pâques', en: 'on Easter Monday' },
  '1er mai': { fr: 'le 1er mai', en: 'on 1 May' },
  '8 mai': { fr: 'le 8 mai', en: 'on 8 May' },
  Ascension: { fr: 'le jeudi de l’Ascension', en: 'on Ascension Day' },
  'lundi de Pentecôte': { fr: 'le lundi de Pentecôte', en: 'on Whit Monday' },
  '14 juillet': { fr: 'le 14 juillet', en: 'on 14 July' },
  '15 août': { fr: 'le 15 août', en: 'on 15 August' },
  '1er novembre': { fr: 'le 1er novembre', en: 'on 1 November' },
  '11 novembre': { fr: 'le 11 novembre', en: 'on 11 November' },
  Noël: { fr: 'le jour de Noël', en: 'on Christmas Day' },
};

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Easter Sunday of a Gregorian year (the anonymous algorithm, as in Meeus). */
function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const afterEaster = (year: number, days: number) => {
  const date = easterSunday(year);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** Each public holiday of `year` as an ISO day ('2027-05-01'). */
export function publicHolidaysOf(year: number): Readonly<Record<PublicHoliday, string>> {
  return {
    'jour de l’An': iso(year, 1, 1),
    'lundi de Pâques': afterEaster(year, 1),
    '1er mai': iso(year, 5, 1),
    '8 mai': iso(year, 5, 8),
    Ascension: afterEaster(year, 39),
    'lundi de Pentecôte': afterEaster(year, 50),
    '14 juillet': iso(year, 7, 14),
    '15 août': iso(year, 8, 15),
    '1er novembre': iso(year, 11, 1),
    '11 novembre': iso(year, 11, 11),
    Noël: iso(year, 12, 25),
  };
}

/** The holiday among `closed` (and 1 May) that `date` (ISO day) is, if any. */
export function closedHolidayOn(date: string, closed: readonly string[]): PublicHoliday | undefined {
  const year = Number(date.slice(0, 4));
  const holidays = publicHolidaysOf(year);
  const names = new Set<string>([ALWAYS_CLOSED, ...closed]);
  return PUBLIC_HOLIDAYS.find((name) => names.has(name) && holidays[name] === date);
}
