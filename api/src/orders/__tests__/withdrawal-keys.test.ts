import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../database/database';
import { isBuyerAddress, withdrawalGivesReference } from '../order-store';

// Whether a withdrawal names an order, or is to check for it, is asked for each order of the shop's
// lists, of the dashboard's count and of a withdrawal's copy to the association: each question is
// answered by the index of the withdrawals' keys, never by reading every withdrawal for every order.
it('finds the withdrawals that give an order’s reference, or come from its buyer, by their indexes', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-withdrawal-keys-'));
  const db = openDatabase(path.join(dir, 'site.sqlite'));
  try {
    const planOf = (condition: string) =>
      (
        db
          .prepare(
            `EXPLAIN QUERY PLAN SELECT (SELECT count(*) FROM withdrawals WHERE ${condition})
               FROM orders JOIN payments ON payments.id = orders.payment_id`,
          )
          .all() as { detail: string }[]
      ).map((step) => step.detail);
    expect(planOf(withdrawalGivesReference('withdrawals.reference_key'))).toContainEqual(
      expect.stringMatching(
        /^SEARCH withdrawals USING (COVERING )?INDEX withdrawals_by_reference_key \(reference_key=\?\)/,
      ),
    );
    expect(planOf(isBuyerAddress('withdrawals.mailbox_key'))).toContainEqual(
      expect.stringMatching(
        /^SEARCH withdrawals USING (COVERING )?INDEX withdrawals_by_mailbox_key \(mailbox_key=\?\)/,
      ),
    );
  } finally {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
