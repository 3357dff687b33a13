import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../../database/database';
import { WITHDRAWN } from '../order-fulfilment-store';
import { PAID_ORDER_BY_REFERENCE } from '../order-store';

// A withdrawal names its order by a reference computed from the payment's id, read however the buyer
// typed it (order_reference_key): the order is found by it, and each row of the shop's list asks
// whether a withdrawal names it. Both go through an index on that expression; a change of the
// reference's format that forgets its index shows here as a scan.
describe('an order found by its reference', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-order-reference-'));
  const db: Db = openDatabase(path.join(dir, 'site.sqlite'));
  afterAll(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const plan = (sql: string) =>
    (
      db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all({ reference: 'CMD-X', email: 'a@b.fr' }) as {
        detail: string;
      }[]
    ).map((step) => step.detail);

  it('searches the payments by reference, not every paid one', () => {
    const steps = plan(PAID_ORDER_BY_REFERENCE);
    expect(steps).toContainEqual(
      expect.stringMatching(/^SEARCH payments USING INDEX payments_by_order_key \(<expr>=\?\)/),
    );
    expect(steps).not.toContainEqual(expect.stringMatching(/^SCAN payments/));
  });

  it('asks the withdrawals of each listed order through their index', () => {
    const steps = plan(
      `SELECT ${WITHDRAWN} AS withdrawn FROM orders JOIN payments ON payments.id = orders.payment_id`,
    );
    expect(steps).toContainEqual(
      expect.stringMatching(/^SEARCH withdrawals USING COVERING INDEX withdrawals_by_order_key/),
    );
    expect(steps).not.toContainEqual(expect.stringMatching(/^SCAN withdrawals/));
  });
});
