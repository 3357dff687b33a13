import {
  buildMonthGrid,
  currentYearOf,
  eventsByDay,
  groupArchivedAssociationNews,
  groupArchivedConferences,
  groupByYear,
  isUpcoming,
  selectCarouselItems,
  selectMuseumNews,
  selectUpcomingConferences,
  shiftMonth,
} from '..';

const item = (id: number, date: string, category = 'association', conference: boolean | null = false) => ({
  id,
  date,
  category,
  conference,
});

const today = { year: 2026, month: 11, day: 21 };
const items = [
  item(1, '21 novembre 2026', 'musee', null),
  item(2, '20 novembre 2026', 'association', true),
  item(3, '5 mars 2027', 'association', true),
  item(4, '12 décembre 2026'),
  item(5, '3 février 2021', 'musee', null),
  item(6, '14 juin 2022', 'musee', null),
  item(7, '9 octobre 2025', 'association', true),
  item(8, 'date illisible'),
  item(9, '2 janvier 2026', 'association', true),
];

describe('upcoming', () => {
  it('includes today', () => {
    expect(isUpcoming(items[0]!, today)).toBe(true);
    expect(isUpcoming(items[1]!, today)).toBe(false);
    expect(isUpcoming(items[0]!, new Date(2026, 10, 21, 18, 0))).toBe(true);
  });
});

describe('selectCarouselItems', () => {
  it('keeps today or later, soonest first', () => {
    expect(selectCarouselItems(items, today).map((i) => i.id)).toEqual([1, 4, 3]);
  });
  it('hides everything when nothing is upcoming', () => {
    expect(selectCarouselItems(items, { year: 2030, month: 1, day: 1 })).toEqual([]);
  });
});

describe('groupings', () => {
  it('groups by year, newest year first, newest item first', () => {
    const groups = groupByYear(items);
    expect(groups.map((g) => g.year)).toEqual([2027, 2026, 2025, 2022, 2021]);
    expect(groups[1]?.items.map((i) => i.id)).toEqual([4, 1, 2, 9]);
  });

  it('selects museum news from 2022 on', () => {
    expect(selectMuseumNews(items).map((i) => i.id)).toEqual([1, 6]);
  });

  it('splits conferences into upcoming and archived by year', () => {
    expect(selectUpcomingConferences(items, today).map((i) => i.id)).toEqual([3]);
    expect(groupArchivedConferences(items, today).map((g) => [g.year, g.items.map((i) => i.id)])).toEqual([
      [2026, [2, 9]],
      [2025, [7]],
    ]);
  });

  it('archives past association news by year', () => {
    expect(groupArchivedAssociationNews(items, today).map((g) => g.year)).toEqual([2026, 2025]);
  });
});

describe('agenda', () => {
  it('lists the events of a month by day, in data order', () => {
    const days = eventsByDay([...items, item(10, '12 décembre 2026')], 2026, 12);
    expect([...days.keys()]).toEqual([12]);
    expect(days.get(12)?.map((i) => i.id)).toEqual([4, 10]);
    expect(eventsByDay(items, 2026, 10).size).toBe(0);
  });

  it('builds Monday-first weeks', () => {
    const november = buildMonthGrid(2026, 11); // 1 November 2026 is a Sunday
    expect(november[0]).toEqual([null, null, null, null, null, null, 1]);
    expect(november[november.length - 1]).toEqual([30, null, null, null, null, null, null]);
    expect(november.flat().filter((d) => d !== null)).toHaveLength(30);
    const february = buildMonthGrid(2027, 2); // 1 February 2027 is a Monday
    expect(february[0]?.[0]).toBe(1);
    expect(february).toHaveLength(4);
  });

  it('moves between months across years', () => {
    expect(shiftMonth(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth(2027, 1, -1)).toEqual({ year: 2026, month: 12 });
    expect(shiftMonth(2026, 11, 0)).toEqual({ year: 2026, month: 11 });
  });
});

describe('currentYearOf', () => {
  const today = { year: 2026, month: 11, day: 27 };
  const item = (date: string) => ({ date, category: 'musee', conference: null });

  it('opens on the year of the latest published news, not a later year of events to come', () => {
    const groups = groupByYear([item('31 janvier 2027'), item('3 octobre 2026'), item('5 mars 2025')]);
    expect(currentYearOf(groups, today)).toBe(2026);
  });

  it('opens on the newest year when nothing is published yet, and on nothing without news', () => {
    expect(currentYearOf(groupByYear([item('31 janvier 2027')]), today)).toBe(2027);
    expect(currentYearOf([], today)).toBeUndefined();
  });
});
