import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrations } from '../migrations';
import { PAYER_FIELDS, payerColumnOf } from '@mtdm/shared/validation';
import { openDatabase } from '../database';

describe('openDatabase', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-db-test-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('creates the file and its folder with the schema, in WAL mode, and reopens without migrating twice', () => {
    const file = path.join(dir, 'nested', 'site.sqlite');
    const first = openDatabase(file);
    expect(first.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(first.pragma('user_version', { simple: true })).toBe(migrations.length);
    first
      .prepare(
        "INSERT INTO withdrawals (reference, order_reference, first_name, last_name, email, items, received_at) VALUES ('R', 'C', 'A', 'B', 'e', 'i', 'now')",
      )
      .run();
    first.close();
    const again = openDatabase(file);
    expect(again.pragma('user_version', { simple: true })).toBe(migrations.length);
    expect(again.prepare('SELECT COUNT(*) AS n FROM withdrawals').get()).toEqual({ n: 1 });
    again.close();
  });

  it('gives the orders, memberships and donations the payer columns the shared PAYER_FIELDS name', () => {
    const db = openDatabase(path.join(dir, 'payer.sqlite'));
    for (const table of ['orders', 'memberships', 'donations']) {
      const columns = (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map(
        (c) => c.name,
      );
      expect(columns).toEqual(expect.arrayContaining(PAYER_FIELDS.map(payerColumnOf)));
    }
    db.close();
  });

  it('refuses impossible payment states at the schema level', () => {
    const db = openDatabase(path.join(dir, 'checks.sqlite'));
    const insert = db.prepare(
      "INSERT INTO payments (id, kind, customer_id, provider, amount_cents, status, email, created_at, updated_at) VALUES (?, 'shop', 'c', 'sandbox', ?, ?, 'e', 'now', 'now')",
    );
    expect(() => insert.run('p1', 0, 'created')).toThrow();
    expect(() => insert.run('p2', 100, 'refunded')).toThrow();
    db.close();
  });
});
