// Issue 13, point 9: personal data kept only as long as its period, rows and files together.
import fs from 'node:fs';
import path from 'node:path';
import { retentionPeriods } from '@mtdm/shared/site';
import { createTestContext, multipart, type TestContext } from '../../../__tests__/support/harness';
import {
  applicationForm,
  cartLine,
  contactPaths,
  contactPayloads,
  donationPayload,
  shopPayload,
} from '../../../__tests__/support/fixtures';
import { paymentCalls } from '../../../__tests__/support/payment-calls';
import { loadConfig } from '../../../config';
import { purgeExpired } from '../purge';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const yearsAgo = (years: number) => new Date(Date.now() - years * YEAR_MS - 24 * 3600_000).toISOString();

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { smtpUrl: undefined });
});
afterAll(() => ctx.close());

async function apply(): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/travailleraumusee.php',
    ...(await multipart(applicationForm())),
  });
  expect(response.statusCode).toBe(200);
  return (
    ctx.app.services.db.prepare('SELECT stored_path FROM application_files ORDER BY id DESC').get() as {
      stored_path: string;
    }
  ).stored_path;
}

const age = (table: string, column: string, when: string, where = '1 = 1') =>
  ctx.app.services.db.prepare(`UPDATE ${table} SET ${column} = ? WHERE ${where}`).run(when);

describe('purgeExpired', () => {
  it('deletes each kind after its period, with its files and mail copies, and keeps the rest', async () => {
    // Old ones, each just past its period…
    const oldFile = await apply();
    age('job_applications', 'created_at', yearsAgo(2));
    await ctx.app.inject({ method: 'POST', url: contactPaths.chetom, payload: contactPayloads.chetom });
    age('contact_messages', 'created_at', yearsAgo(3));
    const shop = await ctx.app.inject({
      method: 'POST',
      url: '/api/index.php?endpoint=create-payment',
      payload: shopPayload([cartLine('casquette-ancre-d-or', 1)], 24.75, 6.75),
    });
    expect(shop.statusCode).toBe(200);
    // A paid donation, with its tax receipt.
    const calls = paymentCalls(() => ctx);
    const donation = (await calls.start('donation', donationPayload())).json() as { payment_id: string };
    await calls.sandbox(donation.payment_id, 'pay');
    await calls.confirm('donation', donation.payment_id, donationPayload().customer_id);
    expect(ctx.count('issued_documents')).toBe(1);
    for (const table of ['payments', 'sandbox_payments']) age(table, 'created_at', yearsAgo(10));
    await ctx.flushMail();
    age('mail_queue', 'sent_at', yearsAgo(1), 'sent_at IS NOT NULL');
    // …and recent ones.
    const recentFile = await apply();
    await ctx.app.inject({ method: 'POST', url: contactPaths.museum, payload: contactPayloads.museum });

    const counts = purgeExpired(ctx.app.services.db, ctx.config);
    expect(counts).toMatchObject({
      jobApplications: 1,
      applicationFiles: 1,
      contactMessages: 1,
      tourRequests: 0,
      payments: 2,
      withdrawals: 0,
    });
    expect(counts.sentMail).toBeGreaterThan(0);
    expect(ctx.count('job_applications')).toBe(1);
    expect(ctx.count('contact_messages')).toBe(1);
    expect(ctx.count('payments')).toBe(0);
    expect(ctx.count('orders')).toBe(0);
    expect(ctx.count('order_lines')).toBe(0);
    expect(ctx.count('donations')).toBe(0);
    expect(ctx.count('issued_documents')).toBe(0);
    expect(fs.existsSync(oldFile)).toBe(false);
    expect(fs.existsSync(path.dirname(oldFile))).toBe(false);
    expect(fs.existsSync(recentFile)).toBe(true);
    // Nothing more the second time.
    expect(Object.values(purgeExpired(ctx.app.services.db, ctx.config)).every((n) => n === 0)).toBe(true);
  });

  it('takes its periods from @mtdm/shared, each configurable', () => {
    expect(loadConfig({}).retentionDays).toEqual({
      jobApplications: retentionPeriods.jobApplications.days,
      contactAndTourRequests: retentionPeriods.contactAndTourRequests.days,
      paymentRecords: retentionPeriods.paymentRecords.days,
      sentMail: retentionPeriods.sentMail.days,
    });
    expect(loadConfig({ RETENTION_CONTACTS_DAYS: '400' }).retentionDays.contactAndTourRequests).toBe(400);
  });
});
