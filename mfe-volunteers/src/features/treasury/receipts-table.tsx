import type { ReceiptLine } from '@mtdm/shared/contracts/signed-in/client';
import { Link } from '@mtdm/shared/router';
import { Button } from '@mtdm/shared/ui';
import { dayOf, euros } from '../../common/formats';
import { MEMBERSHIPS_PATH } from '../../common/space-addresses';
import { calls } from '../../common/space-client';
import { SpaceTable } from '../../common/space-table';
import type { useChange } from '../../common/use-change';
import { DONATIONS_PATH, treasuryTexts as t } from './treasury-texts';

/** Receipts, each with what became of it; the one in force is sent again from its row. */
export function ReceiptsTable({
  caption,
  receipts,
  change,
}: {
  readonly caption: string;
  readonly receipts: readonly ReceiptLine[];
  readonly change: ReturnType<typeof useChange>;
}) {
  return (
    <SpaceTable
      caption={caption}
      items={receipts}
      keyOf={(receipt) => receipt.receiptNumber}
      columns={[
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
