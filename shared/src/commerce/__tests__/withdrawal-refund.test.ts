import { refundDueOn } from '../withdrawal-refund';

it('counts fourteen Paris days from the withdrawal’s receipt', () => {
  expect(refundDueOn('2026-12-01T08:00:00.000Z')).toBe('2026-12-15');
  // Across a month and a year.
  expect(refundDueOn('2026-12-20T10:00:00.000Z')).toBe('2027-01-03');
});

it('takes the day in Paris, not in UTC, whatever the clocks do', () => {
  // 00:30 on 1 January 2027 in Paris, still 2026 in UTC.
  expect(refundDueOn('2026-12-31T23:30:00.000Z')).toBe('2027-01-15');
  // 23:30 on 27 March 2027 in Paris, the night the clocks go forward: a day of 23 hours follows.
  expect(refundDueOn('2027-03-27T22:30:00.000Z')).toBe('2027-04-10');
  // 00:30 on 28 March 2027 in Paris.
  expect(refundDueOn('2027-03-27T23:30:00.000Z')).toBe('2027-04-11');
});
