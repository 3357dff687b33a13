import { Button } from '@mtdm/shared/ui';
import { Actions } from '../../common/space-styles';
import { calls } from '../../common/space-client';
import type { useChange } from '../../common/use-change';
import { ordersTexts } from './orders-texts';

const t = ordersTexts.withdrawalCheck;

/**
 * A withdrawal to check, decided once the association has asked the buyer: attached to the order (it
 * is withdrawn, the buyer acknowledged) or set aside; each asked again before it is sent.
 */
export function WithdrawalCheckActions({
  id,
  withdrawal,
  change,
}: {
  readonly id: string;
  readonly withdrawal: string;
  readonly change: ReturnType<typeof useChange>;
}) {
  const decide = async (decision: 'rattacher' | 'ecarter', question: string) => {
    if (window.confirm(question))
      await change.send(calls.decideWithdrawal, {
        params: { id },
        body: { retractation: withdrawal, decision },
      });
  };
  return (
    <>
      <p>{t.hint}</p>
      <Actions>
        <Button
          type="button"
          disabled={change.busy}
          onClick={() => decide('rattacher', t.attachConfirm(withdrawal))}
        >
          {t.attach}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          disabled={change.busy}
          onClick={() => decide('ecarter', t.setAsideConfirm(withdrawal))}
        >
          {t.setAside}
        </Button>
      </Actions>
    </>
  );
}
