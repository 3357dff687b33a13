import { dayOf, euros } from '../../common/formats';
import { ORDERS_PATH } from '../../common/space-addresses';
import { SpaceTable } from '../../common/space-table';
import { StateList } from '../../common/state-list';
import { calls, mayCall } from '../../common/space-client';
import { useVolunteer } from '../../common/volunteer-context';
import { OrderReferenceCell } from './order-reference-cell';
import { OrdersToShip } from './orders-to-ship';
import { ordersTexts as t } from './orders-texts';

/**
 * The paid orders, to ship first (the oldest at the top; the shop prepares several at once), then
 * shipped and refunded.
 */
export function OrdersList() {
  const { roles } = useVolunteer();
  return (
    <StateList
      title={t.title}
      path={ORDERS_PATH}
      lists={t.lists}
      listsLabel={t.listsLabel}
      list="orders"
      call={calls.orders}
      exportCall={calls.ordersExport}
    >
      {({ orders }, list, reload) =>
        list === 'a-expedier' && mayCall(roles, calls.shipOrders) ? (
          <OrdersToShip
            orders={orders}
            caption={`${t.title} : ${t.lists[list]}`}
            detailPath={ORDERS_PATH}
            reload={reload}
          />
        ) : (
          <>
            <SpaceTable
              caption={`${t.title} : ${t.lists[list]}`}
              items={orders}
              keyOf={(order) => order.paymentId}
              columns={[
                {
                  label: t.columns.reference,
                  cell: (order) => <OrderReferenceCell order={order} detailPath={ORDERS_PATH} />,
                },
                { label: t.columns.buyer, cell: (order) => `${order.firstName} ${order.lastName}` },
                { label: t.columns.city, cell: (order) => order.city },
                { label: t.columns.amount, cell: (order) => euros(order.amountCents) },
                { label: t.columns.paid, cell: (order) => dayOf(order.paidAt) },
                ...(list === 'retractees'
                  ? [
                      {
                        label: t.columns.refundDue,
                        cell: (order: (typeof orders)[number]) =>
                          order.refundDueOn ? dayOf(order.refundDueOn) : '',
                      },
                    ]
                  : []),
              ]}
            />
          </>
        )
      }
    </StateList>
  );
}
