import type { ReceiptLine } from '@mtdm/shared/contracts/signed-in/client';
import { Link } from '@mtdm/shared/router';
import { Button } from '@mtdm/shared/ui';
import { dayOf, euros } from '../../common/formats';
import { MEMBERSHIPS_PATH } from '../../common/space-addresses';
import { calls } from '../../common/space-client';
import { SpaceTable, type Column } from '../../common/space-table';
import type { useChange } from '../../common/use-change';
import { DONATIONS_PATH, treasuryTexts as t } from './treasury-texts';

/** The receipts ticked to be sent again together, by their payment. */
export interface ReceiptSelection {
  readonly chosen: readonly string[];
  readonly toggle: (paymentId: string) => void;
}

/**
 * Receipts, each with what became of it; the one in force is sent again from its row, or ticked to
 * be sent with others (`selection`).
 */
export function ReceiptsTable({
  caption,
  receipts,
  change,
  selection,
}: {
  readonly caption: string;
  readonly receipts: readonly ReceiptLine[];
  readonly change: ReturnType<typeof useChange>;
  readonly selection?: ReceiptSelection;
}) {
  const choose: Column<ReceiptLine>[] = selection
    ? [
        {
          label: t.receiptColumns.choose,
          cell: (receipt) =>
            receipt.state === 'in-force' ? (
              <input
                type="checkbox"
                aria-label={t.chooseReceipt(receipt.receiptNumber)}
                checked={selection.chosen.includes(receipt.paymentId)}
                onChange={() => selection.toggle(receipt.paymentId)}
              />
            ) : (
              '–'
            ),
        },
      ]
    : [];
  return (
    <SpaceTable
      caption={caption}
      items={receipts}
      keyOf={(receipt) => receipt.receiptNumber}
      columns={[
        ...choose,
        { label: t.receiptColumns.number, cell: (receipt) => receipt.receiptNumber },
        {
          label: t.receiptColumns.payment,
          cell: (receipt) => (
            <Link
              to={`${receipt.paymentKind === 'donation' ? DONATIONS_PATH : MEMBERSHIPS_PATH}/${receipt.paymentId}`}
            >
              {receipt.reference}
            </Link>
          ),
        },
        { label: t.receiptColumns.donor, cell: (receipt) => `${receipt.firstName} ${receipt.lastName}` },
        { label: t.receiptColumns.amount, cell: (receipt) => euros(receipt.amountCents) },
        { label: t.receiptColumns.paid, cell: (receipt) => dayOf(receipt.paidAt) },
        { label: t.receiptColumns.state, cell: t.state },
        {
          label: t.receiptColumns.action,
          cell: (receipt) =>
            receipt.state === 'in-force' ? (
              <Button
                $variant="secondary"
                disabled={change.busy}
                onClick={() =>
                  void change.send(calls.resendDocument, {
                    params: { id: receipt.paymentId, kind: 'tax-receipt' },
                  })
                }
              >
                {t.resend(receipt.receiptNumber)}
              </Button>
            ) : (
              '–'
            ),
        },
      ]}
    />
  );
}
