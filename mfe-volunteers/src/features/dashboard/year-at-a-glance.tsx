import styled from 'styled-components';
import { Link } from '@mtdm/shared/router';
import { dayOf, euros } from '../../common/formats';
import { Loaded } from '../../common/loaded';
import { ORDERS_PATH, TOURS_PATH } from '../../common/space-addresses';
import { calls } from '../../common/space-client';
import { useSpaceData } from '../../common/use-space-data';
import { dashboardTexts as t } from './dashboard-texts';
import { MonthChart } from './month-chart';

const Parts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
`;

const Part = styled.section`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};

  h3 {
    margin-top: 0;
  }
`;

const Figure = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.large};
  font-weight: 700;
`;

/**
 * The volunteer's first screen: the year at a glance, each part for the roles whose work it is (the
 * server sends no other), each figure leading to the list where it is worked on.
 */
export function YearAtAGlance() {
  const state = useSpaceData(calls.dashboard);
  return (
    <Loaded state={state}>
      {({ today, members, shop, donations, tours }) => (
        <>
          <h2>{t.title(Number(today.slice(0, 4)))}</h2>
          <p>{t.asOf(dayOf(today))}</p>
          <Parts>
            {members && (
              <Part aria-labelledby="annee-adherents">
                <h3 id="annee-adherents">{t.members}</h3>
                <Figure>{t.membersThisYear(members.thisYear)}</Figure>
                <p>{t.membersLastYear(members.lastYearSameDate)}</p>
                <p>{t.renewals(members.renewalsDueThisMonth)}</p>
                <MonthChart
                  caption={t.membersChart}
                  series={[
                    { name: t.thisYear, values: members.byMonth, tone: 'navy' },
                    { name: t.lastYear, values: members.lastYearByMonth, tone: 'red' },
                  ]}
                />
              </Part>
            )}
            {shop && (
              <Part aria-labelledby="annee-boutique">
                <h3 id="annee-boutique">{t.shop}</h3>
                <Figure>{t.salesThisMonth(shop.ordersThisMonth, euros(shop.salesThisMonthCents))}</Figure>
                <p>
                  <Link to={ORDERS_PATH}>{t.ordersToShip(shop.ordersToShip)}</Link>
                </p>
                {shop.withdrawalsToCheck > 0 ? <p>{t.withdrawalsToCheck(shop.withdrawalsToCheck)}</p> : null}
                {shop.ordersToRefund > 0 ? (
                  <p>
                    <Link to={`${ORDERS_PATH}?etat=retractees`}>
                      {t.ordersToRefund(shop.ordersToRefund, shop.refundsPastDue)}
                    </Link>
                  </p>
                ) : null}
                <MonthChart
                  caption={t.salesChart}
                  series={[{ name: t.thisYear, values: shop.salesByMonthCents, tone: 'navy' }]}
                  format={euros}
                />
              </Part>
            )}
            {donations && (
              <Part aria-labelledby="annee-dons">
                <h3 id="annee-dons">{t.donations}</h3>
                <Figure>{t.donationsThisYear(donations.thisYear, euros(donations.thisYearCents))}</Figure>
                <p>{t.receipts(donations.receiptsInForce)}</p>
                <MonthChart
                  caption={t.donationsChart}
                  series={[{ name: t.thisYear, values: donations.byMonthCents, tone: 'navy' }]}
                  format={euros}
                />
              </Part>
            )}
            {tours && (
              <Part aria-labelledby="annee-visites">
                <h3 id="annee-visites">{t.tours}</h3>
                <Figure>
                  <Link to={TOURS_PATH}>{t.toursToAnswer(tours.toAnswer)}</Link>
                </Figure>
              </Part>
            )}
          </Parts>
        </>
      )}
    </Loaded>
  );
}
