import { useState, type FormEvent } from 'react';
import { parisToday } from '@mtdm/shared/content';
import { TextField } from '@mtdm/shared/ui';
import { CorrectionForm } from '../../common/record-corrections';
import { calls } from '../../common/space-client';
import type { useChange } from '../../common/use-change';
import { ordersTexts } from './orders-texts';

const t = ordersTexts.postalWithdrawal;

/**
 * A withdrawal the buyer sent by post, recorded on its order with the day of its postmark and the
 * articles the letter names: the order is withdrawn and the buyer acknowledged. What was typed stays
 * until the server accepts it.
 */
export function PostalWithdrawalForm({
  id,
  change,
}: {
  readonly id: string;
  readonly change: ReturnType<typeof useChange>;
}) {
  const [articles, setArticles] = useState('');
  const [postmark, setPostmark] = useState('');
  const record = async (event: FormEvent) => {
    event.preventDefault();
    const body = { articles, cachet: postmark };
    if (await change.send(calls.recordPostalWithdrawal, { params: { id }, body })) {
      setArticles('');
      setPostmark('');
    }
  };
  return (
    <CorrectionForm texts={t} reason={articles} onReason={setArticles} onSubmit={record} busy={change.busy}>
      <TextField
        label={t.postmark}
        hint={t.postmarkHint}
        type="date"
        max={parisToday()}
        value={postmark}
        onChange={(event) => setPostmark(event.target.value)}
      />
    </CorrectionForm>
  );
}
