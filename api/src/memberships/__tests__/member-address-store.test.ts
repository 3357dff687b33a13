import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../database/database';
import { addressNow } from '../member-address-store';

// « Where is this record's owner now » runs once per row of the shop's and the treasurer's lists and
// of a donor's sign-in: each row's question is answered by the index of the addresses left, not by
// reading them all.
it('finds the address a record is mailed at now through the index of the addresses left', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-address-now-'));
  const db = openDatabase(path.join(dir, 'site.sqlite'));
  try {
    const plan = db
      .prepare(`EXPLAIN QUERY PLAN SELECT ${addressNow('d.email', 'd.created_at')} AS email FROM donations d`)
      .all() as { detail: string }[];
    expect(plan.map((step) => step.detail)).toContainEqual(
      expect.stringMatching(
        /^SEARCH a USING (COVERING )?INDEX earlier_member_addresses_by_address \(email=\?/,
      ),
    );
  } finally {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
