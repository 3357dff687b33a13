// The volunteers' first screen: the year at a glance, each figure shown only to the roles whose work
// it is. Members this year against last year at the same date and the renewals due this month (the
// memberships and the treasurer); the shop's sales this month and the orders to ship (the shop and
// the treasurer); the donations and their receipts (the treasurer); the tours to answer (the museum).
import { parisToday } from '@mtdm/shared/content';
import { receiptsOfYear } from '../documents/issued-documents';
import { ordersInState, ordersWithWithdrawalToCheck } from '../orders/order-fulfilment-store';
import type { Services } from '../services';
import type { Volunteer, VolunteerRole } from '../volunteers/volunteer-directory';
import { paidByMonth, paidUpTo, renewalsDueIn, toursToAnswer } from './dashboard-store';

/** Who sees each part of the first screen. */
const SEEN_BY: Readonly<Record<'members' | 'shop' | 'donations' | 'tours', readonly VolunteerRole[]>> = {
  members: ['adhesions', 'tresorerie'],
  shop: ['boutique', 'tresorerie'],
  donations: ['tresorerie'],
  tours: ['musee'],
};

export function dashboardOf(services: Services, volunteer: Volunteer) {
  const { db } = services;
  const today = parisToday(services.now());
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const sees = (part: keyof typeof SEEN_BY) => SEEN_BY[part].some((role) => volunteer.roles.includes(role));
  const partOf = <T>(part: keyof typeof SEEN_BY, figures: () => T): T | null =>
    sees(part) ? figures() : null;
  return {
    today,
    members: partOf('members', () => ({
      thisYear: paidUpTo(db, 'membership', year, today.slice(5)),
      lastYearSameDate: paidUpTo(db, 'membership', year - 1, today.slice(5)),
      renewalsDueThisMonth: renewalsDueIn(db, today.slice(0, 7)),
      byMonth: paidByMonth(db, 'membership', year).map(({ count }) => count),
      lastYearByMonth: paidByMonth(db, 'membership', year - 1).map(({ count }) => count),
    })),
    shop: partOf('shop', () => {
      const sales = paidByMonth(db, 'shop', year);
      const toShip = ordersInState(db, 'to-ship');
      const toRefund = ordersInState(db, 'withdrawn');
      return {
        ordersThisMonth: sales[month - 1]!.count,
        salesThisMonthCents: sales[month - 1]!.cents,
        ordersToShip: toShip.length,
        withdrawalsToCheck: ordersWithWithdrawalToCheck(db),
        ordersToRefund: toRefund.length,
        refundsPastDue: toRefund.filter((order) => order.refundDueOn !== null && order.refundDueOn < today)
          .length,
        salesByMonthCents: sales.map(({ cents }) => cents),
      };
    }),
    donations: partOf('donations', () => {
      const donations = paidByMonth(db, 'donation', year);
      return {
        thisYear: donations.reduce((sum, { count }) => sum + count, 0),
        thisYearCents: donations.reduce((sum, { cents }) => sum + cents, 0),
        receiptsInForce: receiptsOfYear(db, year).filter(
          (receipt) => !receipt.voidedAt && !receipt.replacedBy,
        ).length,
        byMonthCents: donations.map(({ cents }) => cents),
      };
    }),
    tours: partOf('tours', () => ({ toAnswer: toursToAnswer(db) })),
  };
}
