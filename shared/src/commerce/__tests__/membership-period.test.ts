// A renewal adds a year: paid before the end (or on the last day) it starts the day after that end,
// paid once lapsed it starts on the payment's day; a first membership runs a year from its payment.
import { isoDay, periodOf, renewalPeriod } from '../membership-period';

const days = (period: { from: Date; to: Date }) => [isoDay(period.from), isoDay(period.to)];

describe('the period of a renewal, with a clock the test sets', () => {
  it('paid a month early: from the day after the current end', () => {
    expect(days(renewalPeriod('2027-10-31T10:00:00Z', '2027-11-30'))).toEqual(['2027-12-01', '2028-11-30']);
  });
  it('paid on the last day: from the next day', () => {
    expect(days(renewalPeriod('2027-11-30T21:30:00Z', '2027-11-30'))).toEqual(['2027-12-01', '2028-11-30']);
  });
  it('paid once lapsed: from the payment', () => {
    expect(days(renewalPeriod('2027-12-05T09:00:00Z', '2027-11-30'))).toEqual(['2027-12-05', '2028-12-04']);
  });
  it('a first membership: a year from the payment, in Paris days', () => {
    // 23:30 UTC on 31 December is already 1 January in Paris.
    expect(days(renewalPeriod('2026-12-31T23:30:00Z', null))).toEqual(['2027-01-01', '2027-12-31']);
  });
});

describe('the period of a membership as kept', () => {
  it('reads the days stored with it', () => {
    expect(
      days(periodOf({ paidAt: '2026-03-02T10:00:00Z', periodStart: '2026-04-01', periodEnd: '2027-03-31' })),
    ).toEqual(['2026-04-01', '2027-03-31']);
  });
  it('without them (kept before they were stored): a year from its payment', () => {
    expect(days(periodOf({ paidAt: '2026-03-02T10:00:00Z', periodStart: null, periodEnd: null }))).toEqual([
      '2026-03-02',
      '2027-03-01',
    ]);
  });
});
