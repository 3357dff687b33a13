import {
  compareCalendarDates,
  formatFrenchDate,
  parseFrenchDate,
  toCalendarDate,
  toIsoDate,
  withFirstOfMonth,
} from '..';

describe('parseFrenchDate', () => {
  it.each([
    ['12 mars 2024', { year: 2024, month: 3, day: 12 }],
    ['1er août 2025', { year: 2025, month: 8, day: 1 }],
    ['1 aout 2025', { year: 2025, month: 8, day: 1 }],
    ['31 Décembre 2027', { year: 2027, month: 12, day: 31 }],
    ['5 fevrier 2019', { year: 2019, month: 2, day: 5 }],
    ['29 février 2024', { year: 2024, month: 2, day: 29 }],
    ['  7 juin 2026 ', { year: 2026, month: 6, day: 7 }],
  ])('reads %s', (text, expected) => {
    expect(parseFrenchDate(text)).toEqual(expected);
  });

  it.each([
    '',
    '2024-03-12',
    '12 march 2024',
    '32 mars 2024',
    '29 février 2023',
    '0 mai 2024',
    'mars 2024',
    '12 mars',
  ])('refuses %j', (text) => {
    expect(parseFrenchDate(text)).toBeNull();
  });
});

describe('date helpers', () => {
  it('formats, compares and converts', () => {
    expect(formatFrenchDate({ year: 2026, month: 11, day: 21 })).toBe('21 novembre 2026');
    expect(formatFrenchDate({ year: 2025, month: 8, day: 1 })).toBe('1er août 2025');
    expect(
      compareCalendarDates({ year: 2026, month: 11, day: 21 }, { year: 2026, month: 12, day: 1 }),
    ).toBeLessThan(0);
    expect(compareCalendarDates({ year: 2026, month: 11, day: 21 }, { year: 2026, month: 11, day: 21 })).toBe(
      0,
    );
    expect(toCalendarDate(new Date(2026, 10, 21, 23, 59))).toEqual({ year: 2026, month: 11, day: 21 });
    expect(toIsoDate({ year: 2027, month: 3, day: 5 })).toBe('2027-03-05');
  });
});

describe('withFirstOfMonth', () => {
  it('writes « 1er » for the first of a month however Intl wrote the date, and nothing else', () => {
    expect(withFirstOfMonth('1 décembre 2026')).toBe('1er décembre 2026');
    expect(withFirstOfMonth('mardi 1 décembre 2026 à 10:00')).toBe('mardi 1er décembre 2026 à 10:00');
    expect(withFirstOfMonth('11 décembre 2026')).toBe('11 décembre 2026');
    expect(withFirstOfMonth('21 décembre 2026')).toBe('21 décembre 2026');
    expect(withFirstOfMonth('10 h 1 min')).toBe('10 h 1 min');
  });
});
