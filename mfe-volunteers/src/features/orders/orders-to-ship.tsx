import { useRef, useState, type FormEvent } from 'react';
import { SPACE_TEXT_LIMITS, type AnswerOf } from '@mtdm/shared/contracts/signed-in/client';
import { Button, ButtonAnchor, TextField } from '@mtdm/shared/ui';
import { ChangeOutcomeMessage } from '../../common/change-outcome';
import { dayOf, euros } from '../../common/formats';
import { addressOf, calls } from '../../common/space-client';
import { Actions, Panel } from '../../common/space-styles';
import { SpaceTable } from '../../common/space-table';
import { useChange } from '../../common/use-change';
import { useChosen } from '../../common/use-chosen';
import { OrderReferenceCell } from './order-reference-cell';
import { ordersTexts as t } from './orders-texts';

type Order = AnswerOf<typeof calls.orders>['orders'][number];

/**
 * The orders to ship, to prepare several at once: tick them, print all their slips in one PDF (the
 * browser's print dialog opens on it), then mark them shipped in one step, one carrier for all and a
 * tracking number each. What the server refuses is said line by line, and what was typed stays.
 */
export function OrdersToShip({
  orders,
  caption,
  detailPath,
  reload,
}: {
  readonly orders: readonly Order[];
  readonly caption: string;
  readonly detailPath: string;
  readonly reload: () => void;
}) {
  const { chosen, toggle, clear } = useChosen();
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState<Readonly<Record<string, string>>>({});
  const change = useChange(() => {
    clear();
    setTracking({});
    reload();
  });
  const printFrame = useRef<HTMLIFrameElement>(null);
  const picked = orders.filter((order) => chosen.includes(order.paymentId));
  const slips = addressOf(calls.packingSlips, {
    query: { commandes: picked.map((order) => order.paymentId).join(',') },
  });
  // The slips load out of sight, then the browser's print dialog opens on them.
  const print = () => {
    const frame = printFrame.current;
    if (!frame) return;
    if (frame.getAttribute('src') === slips) {
      frame.contentWindow?.print();
      return;
    }
    frame.onload = () => frame.contentWindow?.print();
    frame.src = slips;
  };
  const ship = (event: FormEvent) => {
    event.preventDefault();
    void change.send(calls.shipOrders, {
      body: {
        expeditions: picked.map((order) => ({
          id: order.paymentId,
          transporteur: carrier,
          numeroDeSuivi: tracking[order.paymentId] ?? '',
        })),
      },
    });
  };
  return (
    <>
      <ChangeOutcomeMessage outcome={change.outcome} />
      <SpaceTable
        caption={caption}
        items={orders}
        keyOf={(order) => order.paymentId}
        columns={[
          {
            label: t.batch.chooseColumn,
            cell: (order) => (
              <input
                type="checkbox"
                aria-label={t.batch.choose(order.reference)}
                checked={chosen.includes(order.paymentId)}
                onChange={() => toggle(order.paymentId)}
              />
            ),
          },
          {
            label: t.columns.reference,
            cell: (order) => <OrderReferenceCell order={order} detailPath={detailPath} />,
          },
          { label: t.columns.buyer, cell: (order) => `${order.firstName} ${order.lastName}` },
          { label: t.columns.city, cell: (order) => order.city },
          { label: t.columns.amount, cell: (order) => euros(order.amountCents) },
          { label: t.columns.paid, cell: (order) => dayOf(order.paidAt) },
        ]}
      />
      <p role="status">{t.batch.chosen(picked.length)}</p>
      {picked.length > 0 && (
        <Panel aria-label={t.batch.shipTitle}>
          <Actions>
            <Button type="button" $variant="secondary" onClick={print}>
              {t.batch.print}
            </Button>
            <ButtonAnchor $variant="secondary" href={slips} target="_blank" rel="noopener">
              {t.batch.open}
            </ButtonAnchor>
          </Actions>
          <iframe ref={printFrame} title={t.batch.print} hidden />
          <h3>{t.batch.shipTitle}</h3>
          <form onSubmit={ship}>
            <TextField
              label={t.carrier}
              hint={t.batch.carrierHint}
              value={carrier}
              maxLength={SPACE_TEXT_LIMITS.parcel}
              onChange={(event) => setCarrier(event.target.value)}
            />
            {picked.map((order) => (
              <TextField
                key={order.paymentId}
                label={t.batch.tracking(order.reference)}
                value={tracking[order.paymentId] ?? ''}
                maxLength={SPACE_TEXT_LIMITS.parcel}
                onChange={(event) =>
                  setTracking((current) => ({ ...current, [order.paymentId]: event.target.value }))
                }
              />
            ))}
            <Actions>
              <Button type="submit" disabled={change.busy}>
                {t.batch.ship(picked.length)}
              </Button>
            </Actions>
          </form>
        </Panel>
      )}
    </>
  );
}
