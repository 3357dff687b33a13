import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import {
  applicationForm,
  configuredIssuerEnv,
  contactPaths,
  contactPayloads,
  donationPayload,
} from '../../__tests__/support/fixtures';
import { createTestContext, multipart, type TestContext } from '../../__tests__/support/harness';
import { paymentCalls } from '../../__tests__/support/payment-calls';
import { createBackup, restoreBackup } from '../backups';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(configuredIssuerEnv());
});
afterAll(() => ctx.close());

const postContact = () =>
  ctx.app.inject({ method: 'POST', url: contactPaths.museum, payload: contactPayloads.museum });

it('copies the database while the server writes, keeps the newest, and restores into a fresh folder where records and documents are there', async () => {
  // Records of every kind: a message, an application with its résumé, a paid donation with its receipt.
  expect((await postContact()).statusCode).toBe(200);
  const application = await multipart(applicationForm());
  expect(
    (await ctx.app.inject({ method: 'POST', url: '/api/travailleraumusee.php', ...application })).statusCode,
  ).toBe(200);
  const calls = paymentCalls(() => ctx);
  const donation = donationPayload();
  const { payment_id } = (await calls.start('donation', donation)).json() as { payment_id: string };
  await calls.sandbox(payment_id, 'pay');
  const confirmed = (await calls.confirm('donation', payment_id, donation.customer_id)).json() as {
    documents: { kind: string; url: string }[];
  };
  const receiptLink = confirmed.documents.find((document) => document.kind === 'tax-receipt')!.url;
  const receipt = (await ctx.app.inject({ url: receiptLink })).rawPayload;

  // The backup runs while the server goes on writing.
  const backupsDir = path.join(ctx.dir, 'backups');
  const [folder] = await Promise.all([
    createBackup(ctx.config, backupsDir, 2, new Date('2026-11-24T10:00:00Z')),
    ...Array.from({ length: 20 }, postContact),
  ]);
  const copy = new Database(path.join(folder, 'mtdm.sqlite'), { readonly: true });
  expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
  expect(
    (copy.prepare('SELECT COUNT(*) AS n FROM contact_messages').get() as { n: number }).n,
  ).toBeGreaterThanOrEqual(1);
  copy.close();
  expect(fs.statSync(folder).mode & 0o777).toBe(0o700);
  expect(fs.statSync(path.join(folder, 'mtdm.sqlite')).mode & 0o777).toBe(0o600);

  // Only the newest two are kept.
  await createBackup(ctx.config, backupsDir, 2, new Date('2026-11-25T10:00:00Z'));
  await createBackup(ctx.config, backupsDir, 2, new Date('2026-11-26T10:00:00Z'));
  expect(fs.readdirSync(backupsDir).sort()).toEqual(['2026-11-25T10-00-00-000Z', '2026-11-26T10-00-00-000Z']);

  // Restored into a fresh data folder, the server starts with everything.
  const restored = path.join(ctx.dir, 'restored');
  const config = loadConfig({
    CONTENT_DIR: ctx.config.contentDir,
    DATABASE_PATH: path.join(restored, 'data', 'mtdm.sqlite'),
    UPLOADS_DIR: path.join(restored, 'data', 'uploads'),
    SITE_ROOT: path.join(restored, 'site'),
  });
  restoreBackup(config, path.join(backupsDir, '2026-11-26T10-00-00-000Z'));
  expect(() => restoreBackup(config, path.join(backupsDir, '2026-11-26T10-00-00-000Z'))).toThrow(
    /existe déjà/,
  );
  const app = await buildApp(config, { mailLoop: false, scheduledTasks: false });
  try {
    const db = app.services.db;
    const count = (table: string) =>
      (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    expect(count('contact_messages')).toBe(ctx.count('contact_messages'));
    expect(count('job_applications')).toBe(1);
    const file = db.prepare('SELECT stored_path FROM application_files').get() as { stored_path: string };
    expect(file.stored_path.startsWith(config.uploadsDir)).toBe(true);
    expect(fs.existsSync(file.stored_path)).toBe(true);
    // The payer's link still opens the same receipt, byte for byte.
    const again = await app.inject({ url: receiptLink });
    expect(again.statusCode).toBe(200);
    expect(Buffer.compare(again.rawPayload, receipt)).toBe(0);
  } finally {
    await app.close();
  }
});
