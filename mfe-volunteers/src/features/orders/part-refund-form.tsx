import { useState, type FormEvent } from 'react';
import { articleLabel } from '@mtdm/shared/commerce';
import { CheckboxField, TextField } from '@mtdm/shared/ui';
import type { AnswerOf } from '@mtdm/shared/contracts/signed-in/client';
import { euros } from '../../common/formats';
import { CorrectionForm } from '../../common/record-corrections';
import { calls } from '../../common/space-client';
import type { useChange } from '../../common/use-change';
import { ordersTexts } from './orders-texts';

const t = ordersTexts.partRefund;

type Order = AnswerOf<typeof calls.order>['order'];

/** A count typed in a field: a whole number from 0, or 0 for anything else (the server checks it again). */
const countOf = (typed: string) => (/^\d+$/.test(typed.trim()) ? Number(typed.trim()) : 0);

/**
 * Part of an order given back: how many of each article not given back yet, the shipping if it was
 * not, and why. The amount shown is the order's own prices; the server prices it again and refuses
 * what passes the order. What was typed stays until the server accepts it.
 */
export function PartRefundForm({
  id,
  order,
  change,
}: {
  readonly id: string;
  readonly order: Order;
  readonly change: ReturnType<typeof useChange>;
}) {
  const left = order.lines.filter((line) => line.quantity > line.refundedQuantity);
  const [counts, setCounts] = useState<Record<number, string>>({});
  const [shipping, setShipping] = useState(false);
  const [reason, setReason] = useState('');
  const articles = left
    .map((line) => ({ ligne: line.id, quantite: countOf(counts[line.id] ?? '') }))
    .filter((article) => article.quantite > 0);
  const amount = euros(
    left.reduce((sum, line) => sum + countOf(counts[line.id] ?? '') * line.unitPriceCents, 0) +
      (shipping ? order.shippingCents : 0),
  );

  const refund = async (event: FormEvent) => {
    event.preventDefault();
    if (!window.confirm(t.confirm(amount))) return;
    const body = { articles, fraisDEnvoi: shipping, reason };
    if (await change.send(calls.refundOrderPart, { params: { id }, body })) {
      setCounts({});
      setShipping(false);
      setReason('');
    }
  };

  return (
    <CorrectionForm texts={t} reason={reason} onReason={setReason} onSubmit={refund} busy={change.busy}>
      {left.map((line) => {
        const most = line.quantity - line.refundedQuantity;
        return (
          <TextField
            key={line.id}
            label={t.quantity(articleLabel(line.name, line.size), most)}
            type="number"
            inputMode="numeric"
            min={0}
            max={most}
            step={1}
            value={counts[line.id] ?? ''}
            onChange={(event) => setCounts({ ...counts, [line.id]: event.target.value })}
          />
        );
      })}
      {order.shippingRefunded || order.shippingCents === 0 ? null : (
        <CheckboxField
          label={t.shipping(euros(order.shippingCents))}
          checked={shipping}
          onChange={(event) => setShipping(event.target.checked)}
        />
      )}
      <p aria-live="polite">{t.total(amount)}</p>
    </CorrectionForm>
  );
}
