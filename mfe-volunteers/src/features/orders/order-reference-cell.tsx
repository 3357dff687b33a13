import styled from 'styled-components';
import type { AnswerOf } from '@mtdm/shared/contracts/signed-in/client';
import { Link } from '@mtdm/shared/router';
import type { calls } from '../../common/space-client';
import { ordersTexts as t } from './orders-texts';

type Order = AnswerOf<typeof calls.orders>['orders'][number];

/** Under the reference, on its own line (a phone's card shows the cell as one block). */
const ToCheck = styled.strong`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

/** An order's reference in a list, leading to its detail, with a withdrawal to check said under it. */
export function OrderReferenceCell({
  order,
  detailPath,
}: {
  readonly order: Pick<Order, 'paymentId' | 'reference' | 'withdrawalToCheck'>;
  readonly detailPath: string;
}) {
  return (
    <span>
      <Link to={`${detailPath}/${order.paymentId}`}>{order.reference}</Link>
      {order.withdrawalToCheck ? <ToCheck>{t.toCheck}</ToCheck> : null}
    </span>
  );
}
