import { useState, type FormEvent } from 'react';
import { CorrectionForm } from '../../common/record-corrections';
import { calls } from '../../common/space-client';
import type { useChange } from '../../common/use-change';
import { ordersTexts } from './orders-texts';

/**
 * A withdrawal the buyer sent by post, recorded on its order with the articles the letter names: the
 * order is withdrawn and the buyer acknowledged. What was typed stays until the server accepts it.
 */
export function PostalWithdrawalForm({
  id,
  change,
}: {
  readonly id: string;
  readonly change: ReturnType<typeof useChange>;
}) {
  const [articles, setArticles] = useState('');
  const record = async (event: FormEvent) => {
    event.preventDefault();
    if (await change.send(calls.recordPostalWithdrawal, { params: { id }, body: { articles } }))
      setArticles('');
  };
  return (
    <CorrectionForm
      texts={ordersTexts.postalWithdrawal}
      reason={articles}
      onReason={setArticles}
      onSubmit={record}
      busy={change.busy}
    />
  );
}
