import { compareCalendarDates, parseFrenchDate, toCalendarDate, type CalendarDate } from './french-date';

/** The fields of a news item that the selection rules read. */
export interface Dated {
  readonly date: string;
}

export interface NewsLike extends Dated {
  readonly category: string;
  readonly conference: boolean | null;
}

/** The museum news page shows items of the museum category from this year on. */
export const MUSEUM_NEWS_FROM_YEAR = 2022;

export type Today = CalendarDate | Date;
const asCalendarDate = (today: Today): CalendarDate =>
  today instanceof Date ? toCalendarDate(today) : today;

/** Items with a readable date, each with its parsed date. Items with an unreadable date are left out. */
function withDates<T extends Dated>(items: readonly T[]): { item: T; date: CalendarDate }[] {
  return items.flatMap((item) => {
    const date = parseFrenchDate(item.date);
    return date ? [{ item, date }] : [];
  });
}

/** Newest first (stable for items of the same day). */
function sortNewestFirst<T extends Dated>(items: readonly T[]): T[] {
  return withDates(items)
    .sort((a, b) => compareCalendarDates(b.date, a.date))
    .map(({ item }) => item);
}

/** "Upcoming" = dated today or later. */
export function isUpcoming(item: Dated, today: Today): boolean {
  const date = parseFrenchDate(item.date);
  return date !== null && compareCalendarDates(date, asCalendarDate(today)) >= 0;
}

/** Dated before today. */
export function isPast(item: Dated, today: Today): boolean {
  const date = parseFrenchDate(item.date);
  return date !== null && compareCalendarDates(date, asCalendarDate(today)) < 0;
}

/**
 * The home carousel: sorted newest first, only today-or-later kept, then reversed so the
 * soonest comes first. Past items are hidden.
 */
export function selectCarouselItems<T extends Dated>(items: readonly T[], today: Today): T[] {
  return sortNewestFirst(items)
    .filter((item) => isUpcoming(item, today))
    .reverse();
}

export interface YearGroup<T> {
  readonly year: number;
  /** Newest first. */
  readonly items: T[];
}

/** Groups by year, newest year first, items newest first inside a year. */
export function groupByYear<T extends Dated>(items: readonly T[]): YearGroup<T>[] {
  const groups: YearGroup<T>[] = [];
  for (const item of sortNewestFirst(items)) {
    const year = parseFrenchDate(item.date)?.year ?? 0;
    const last = groups[groups.length - 1];
    if (last && last.year === year) last.items.push(item);
    else groups.push({ year, items: [item] });
  }
  return groups;
}

/**
 * The year a news page opens on: the one that holds the latest news already published (dated today or
 * before), not a later year that holds only what is still to come; the newest year when nothing is
 * published yet.
 */
export function currentYearOf<T extends Dated>(
  groups: readonly YearGroup<T>[],
  today: Today,
): number | undefined {
  return (
    groups.find((group) => group.items.some((item) => !isUpcoming(item, today) || isToday(item, today))) ??
    groups[0]
  )?.year;
}

const isToday = (item: Dated, today: Today) => {
  const date = parseFrenchDate(item.date);
  return date !== null && compareCalendarDates(date, asCalendarDate(today)) === 0;
};

/** Museum news page: category musee, dated 2022 or later, newest first. */
export function selectMuseumNews<T extends NewsLike>(items: readonly T[]): T[] {
  return sortNewestFirst(items).filter(
    (item) => item.category === 'musee' && (parseFrenchDate(item.date)?.year ?? 0) >= MUSEUM_NEWS_FROM_YEAR,
  );
}

/** Conferences page, upper list: conferences dated today or later, soonest first. */
export function selectUpcomingConferences<T extends NewsLike>(items: readonly T[], today: Today): T[] {
  return selectCarouselItems(
    items.filter((item) => item.conference === true),
    today,
  );
}

/** Conferences page, accordions: past conferences grouped by year, newest year first. */
export function groupArchivedConferences<T extends NewsLike>(
  items: readonly T[],
  today: Today,
): YearGroup<T>[] {
  return groupByYear(items.filter((item) => item.conference === true && isPast(item, today)));
}

/** Association news page: past association items grouped by year, newest year first. */
export function groupArchivedAssociationNews<T extends NewsLike>(
  items: readonly T[],
  today: Today,
): YearGroup<T>[] {
  return groupByYear(items.filter((item) => item.category === 'association' && isPast(item, today)));
}

/**
 * Whether a news item appears on the page it names (`link`): the museum's page lists its own news from
 * MUSEUM_NEWS_FROM_YEAR on; the association's, its own news (past ones by year, coming ones in its
 * agenda); the conferences page, the conferences. A search result leads only to an item its page shows.
 */
export function isListedOnItsPage(
  item: NewsLike & { readonly link: string },
  pagesOf: { readonly museumNews: string; readonly associationNews: string; readonly conferences: string },
): boolean {
  if (item.link === pagesOf.museumNews) return selectMuseumNews([item]).length === 1;
  if (item.link === pagesOf.associationNews) return item.category === 'association';
  if (item.link === pagesOf.conferences) return item.conference === true;
  return false;
}
