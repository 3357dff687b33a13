import { Button } from '@mtdm/shared/ui';
import { Actions } from './space-styles';
import type { useResendBatch } from './use-resend-batch';

/** Sends the ticked documents again, once at least one is ticked; `label` says how many. */
export function ResendChosenButton({
  batch,
  label,
}: {
  readonly batch: ReturnType<typeof useResendBatch>;
  readonly label: (count: number) => string;
}) {
  if (batch.chosen.length === 0) return null;
  return (
    <Actions>
      <Button type="button" disabled={batch.change.busy} onClick={batch.resend}>
        {label(batch.chosen.length)}
      </Button>
    </Actions>
  );
}
