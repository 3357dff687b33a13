import { Link, useSearchParams } from '@mtdm/shared/router';
import { dayOf, euros } from '../../common/formats';
import { Loaded } from '../../common/loaded';
import { HiddenCaption, Retention, TableFrame } from '../../common/space-styles';
import { spaceTexts } from '../../common/space-texts';
import { StateTabs } from '../../common/state-tabs';
import { useSpaceData } from '../../common/use-space-data';
import type { OrderSummary } from './order-types';
import { ordersTexts as t } from './orders-texts';

type ListName = keyof typeof t.lists;
const LISTS = Object.keys(t.lists) as ListName[];
export const ORDERS_PATH = '/benevoles/commandes';

/** The paid orders, to ship first (the oldest at the top), then shipped and refunded. */
export function OrdersList() {
  const [search] = useSearchParams();
  const list = LISTS.find((name) => name === search.get('etat')) ?? 'a-expedier';
  const state = useSpaceData<{ orders: OrderSummary[]; retention: string }>(
    `/api/benevoles/commandes?etat=${list}`,
  );
  return (
    <>
      <h2>{t.title}</h2>
      <StateTabs
        label={t.listsLabel}
        current={`${ORDERS_PATH}?etat=${list}`}
        tabs={LISTS.map((name) => ({ label: t.lists[name], to: `${ORDERS_PATH}?etat=${name}` }))}
      />
      <Loaded state={state}>
        {({ orders, retention }) => (
          <>
            <Retention>{retention}</Retention>
            {orders.length === 0 ? (
              <p>{spaceTexts.empty}</p>
            ) : (
              <TableFrame>
                <table>
                  <HiddenCaption>{`${t.title} : ${t.lists[list]}`}</HiddenCaption>
                  <thead>
                    <tr>
                      <th scope="col">{t.columns.reference}</th>
                      <th scope="col">{t.columns.buyer}</th>
                      <th scope="col">{t.columns.city}</th>
                      <th scope="col">{t.columns.amount}</th>
                      <th scope="col">{t.columns.paid}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {orders.map((order) => (
                      <tr key={order.paymentId}>
                        <td>
                          <Link to={`${ORDERS_PATH}/${order.paymentId}`}>{order.reference}</Link>
                        </td>
                        <td>{`${order.firstName} ${order.lastName}`}</td>
                        <td>{order.city}</td>
                        <td>{euros(order.amountCents)}</td>
                        <td>{dayOf(order.paidAt)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableFrame>
            )}
          </>
        )}
      </Loaded>
    </>
  );
}
