// The published facts in English words: hours, days and figures read from the same source as the
// French pages (content/practical.json, shared/src/site/facts.json), never written twice.
import { formatEnglishNumber } from './number-format';

const DAYS: Readonly<Record<string, string>> = {
  lundi: 'Monday',
  mardi: 'Tuesday',
  mercredi: 'Wednesday',
  jeudi: 'Thursday',
  vendredi: 'Friday',
  samedi: 'Saturday',
  dimanche: 'Sunday',
};

/** '10:00' → '10 am', '18:30' → '6.30 pm' (British usage). */
export function englishHour(time: string): string {
  const [hoursText = '0', minutes = '00'] = time.split(':');
  const hours = Number(hoursText);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}${minutes === '00' ? '' : `.${minutes}`}\u00a0${hours < 12 ? 'am' : 'pm'}`;
}

/**
 * The French days of the published facts in English: 'du mardi au dimanche' → 'Tuesday to Sunday',
 * 'le lundi' → 'Mondays'. Null when the text says something else (the page then gives the French).
 */
export function englishDays(french: string): string | null {
  const text = french.trim().toLowerCase();
  const range = /^du (\p{L}+) au (\p{L}+)$/u.exec(text);
  if (range && DAYS[range[1]!] && DAYS[range[2]!]) return `${DAYS[range[1]!]} to ${DAYS[range[2]!]}`;
  const single = /^le (\p{L}+)$/u.exec(text);
  if (single && DAYS[single[1]!]) return `${DAYS[single[1]!]}s`;
  return null;
}

const PERIODS: Readonly<Record<string, string>> = {
  'de noël au jour de l’an': 'from Christmas Day to New Year’s Day',
};

/** The annual closure in English, or null when the published text is not one of the known periods. */
export const englishPeriod = (french: string): string | null =>
  PERIODS[french.trim().toLowerCase().replace(/'/g, '’')] ?? null;

/** 17000 → '17,000'. */
export const englishCount = (value: number): string => formatEnglishNumber(value);

/** Said after a link to a page that has no English version. */
export const IN_FRENCH = '(in French)';
