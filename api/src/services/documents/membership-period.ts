// How long a membership runs: a year from its payment, in Paris days.
const parisDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** A membership runs for a year from its payment: 23 November 2026 → 22 November 2027. */
export function membershipPeriod(paidAt: string): { from: Date; to: Date } {
  const [year, month, day] = parisDay.format(new Date(paidAt)).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  return {
    from: new Date(Date.UTC(year, month - 1, day, 12)),
    to: new Date(Date.UTC(year + 1, month - 1, day - 1, 12)),
  };
}
