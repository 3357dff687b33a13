import { dayOf, phoneOf, timeOf } from '../formats';

it('writes dates, times and telephone numbers as people read them', () => {
  expect(dayOf('2027-03-16')).toBe('16 mars 2027');
  expect(dayOf('2026-12-01')).toBe('1er décembre 2026');
  expect(dayOf('2026-12-01T10:00:00Z')).toBe('1er décembre 2026');
  expect(timeOf('14:30')).toBe('14\u00a0h\u00a030');
  expect(timeOf('10:00')).toBe('10\u00a0h');
  expect(timeOf('09:05')).toBe('9\u00a0h\u00a005');
  expect(timeOf('')).toBe('');
  expect(phoneOf('+33 0612345678')).toBe('+33 6 12 34 56 78');
  expect(phoneOf('+33612345678')).toBe('+33 6 12 34 56 78');
  expect(phoneOf('+44 7700900123')).toBe('+44 7700900123');
});
