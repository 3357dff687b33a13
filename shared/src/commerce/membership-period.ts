// How long a membership runs: a year from its payment, in Paris days; a renewal paid before the end of
// the membership it renews runs a year from the day after that end. The api fixes the period when the
// membership is paid; its documents, its member's account and its reminders read it back from here.

const parisDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export interface MembershipPeriod {
  readonly from: Date;
  readonly to: Date;
}

const dayParts = (day: string) => day.split('-').map(Number) as [number, number, number];
const noon = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day, 12));
/** '2027-11-30' of a period's date (its Paris day). */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** A year from `fromDay` ('2026-11-23'): 23 November 2026 → 22 November 2027. */
function yearFrom(fromDay: string): MembershipPeriod {
  const [year, month, day] = dayParts(fromDay);
  return { from: noon(year, month, day), to: noon(year + 1, month, day - 1) };
}

/** A membership runs for a year from its payment: 23 November 2026 → 22 November 2027. */
const membershipPeriod = (paidAt: string): MembershipPeriod => yearFrom(parisDay.format(new Date(paidAt)));

/**
 * The period of a membership paid at `paidAt` by someone whose latest membership ends on `currentEnd`
 * ('2027-11-30', or null): from the day after that end when it has not passed yet (a renewal paid
 * early, or on the last day), else from the payment (a lapsed one).
 */
export function renewalPeriod(paidAt: string, currentEnd: string | null): MembershipPeriod {
  const paidDay = parisDay.format(new Date(paidAt));
  if (!currentEnd || currentEnd < paidDay) return yearFrom(paidDay);
  const [year, month, day] = dayParts(currentEnd);
  return yearFrom(isoDay(noon(year, month, day + 1)));
}

/** A membership's period as stored with it, or a year from its payment (memberships kept before). */
export const periodOf = (membership: {
  readonly paidAt: string;
  readonly periodStart?: string | null;
  readonly periodEnd?: string | null;
}): MembershipPeriod =>
  membership.periodStart && membership.periodEnd
    ? { from: noon(...dayParts(membership.periodStart)), to: noon(...dayParts(membership.periodEnd)) }
    : membershipPeriod(membership.paidAt);
