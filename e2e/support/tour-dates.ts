// Days a guided tour can be asked for on the site under test, from its own published rules and the
// real date: the tests never age into a past date, a holiday or beyond the booking period.
import fs from 'node:fs';
import path from 'node:path';
import { parisToday, tourProblem, type TourRules } from '@mtdm/shared/content';
import { formatFrenchDate } from '@mtdm/shared/news';

/** When tours can take place, as the site under test publishes it (the repository's content). */
export const tourRules = JSON.parse(
  fs.readFileSync(path.join(__dirname, '..', '..', 'content', 'practical.json'), 'utf8'),
) as TourRules;

/** The first day from `after` days on when a group of 24 can come at 14:30. */
export function bookableDay(after = 7): string {
  const day = new Date(`${parisToday()}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + after);
  for (;;) {
    const date = day.toISOString().slice(0, 10);
    if (!tourProblem({ date, time: '14:30', groupSize: 24 }, tourRules, parisToday())) return date;
    day.setUTCDate(day.getUTCDate() + 1);
  }
}

/** '2027-03-16' as the volunteers' screens write it: '16 mars 2027'. */
export const frenchDayOf = (iso: string) =>
  formatFrenchDate({
    year: Number(iso.slice(0, 4)),
    month: Number(iso.slice(5, 7)),
    day: Number(iso.slice(8, 10)),
  });
