import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { createTestContext, TEST_YEAR, type TestContext } from '../../__tests__/support/harness';
import { donationPayload, membershipPayload, configuredIssuerEnv } from '../../__tests__/support/fixtures';
import { paymentCalls } from '../../__tests__/support/payment-calls';
import { issueDocuments, receiptNumber, receiptsOfYear } from '../issued-documents';
import { issuerOf } from '../issuer';

const run = promisify(execFile);

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext(configuredIssuerEnv());
});
afterEach(() => ctx.close());

async function createdPayments(
  kind: 'donation' | 'membership',
  count: number,
  offset = 0,
): Promise<string[]> {
  const calls = paymentCalls(() => ctx);
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const customerId = `${kind}_1800000000000_${offset + index}`;
    const payload =
      kind === 'donation'
        ? donationPayload({ customer_id: customerId, amount: 10 + index, donationAmount: 10 + index })
        : membershipPayload({ customer_id: customerId, amount: 25, donationAmount: 5 });
    ids.push(((await calls.start(kind, payload)).json() as { payment_id: string }).payment_id);
  }
  return ids;
}

const sequences = () =>
  (
    ctx.app.services.db
      .prepare(
        "SELECT receipt_year AS year, receipt_sequence AS sequence FROM issued_documents WHERE kind = 'tax-receipt' ORDER BY receipt_sequence",
      )
      .all() as { year: number; sequence: number }[]
  ).map((row) => row.sequence);

const oneToN = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('receipt numbers', () => {
  it('follow 1, 2, 3… without gap or repeat when sandbox payments and double confirmations race', async () => {
    const calls = paymentCalls(() => ctx);
    const donations = await createdPayments('donation', 12);
    const memberships = await createdPayments('membership', 6, 100);
    // Every payment paid on the sandbox page and confirmed twice, all at once.
    await Promise.all([
      ...donations.map((id) => calls.sandbox(id, 'pay')),
      ...memberships.map((id) => calls.sandbox(id, 'pay')),
    ]);
    await Promise.all(
      [...donations, ...memberships].flatMap((id, index) => {
        const kind = index < donations.length ? 'donation' : 'membership';
        const customer = `${kind}_1800000000000_${index < donations.length ? index : 100 + index - donations.length}`;
        return [calls.confirm(kind, id, customer), calls.confirm(kind, id, customer)];
      }),
    );
    expect(sequences()).toEqual(oneToN(18));
    const year = TEST_YEAR;
    const summary = receiptsOfYear(ctx.app.services.db, year);
    expect(new Set(summary.map((line) => line.paymentId)).size).toBe(18);
    expect(summary.map((line) => line.receiptNumber)).toEqual(oneToN(18).map((n) => receiptNumber(year, n)));
  });

  it('follow without gap or repeat when three processes confirm on the same database file at once', async () => {
    const ids = await createdPayments('donation', 30);
    const worker = path.join(__dirname, 'settle-payments-worker.ts');
    const shares = [0, 1, 2].map((part) => ids.filter((_, index) => index % 3 === part));
    const outputs = await Promise.all(
      shares.map((share) =>
        run(process.execPath, ['--import', 'tsx', worker, ctx.config.databasePath, ...share, ...share], {
          cwd: path.join(__dirname, '../../..'),
          env: { ...process.env, CONTENT_DIR: ctx.config.contentDir, DEPLOY_DIR: ctx.config.deployDir },
        }),
      ),
    );
    // Each process was given its payments twice: each payment was paid once.
    expect(outputs.map((output) => Number(output.stdout))).toEqual([10, 10, 10]);
    expect(sequences()).toEqual(oneToN(30));
  }, 60_000);

  it('start again at 1 each calendar year, in Paris time', () => {
    const { db } = ctx.app.services;
    const { settlement } = ctx.app.services;
    const issuer = issuerOf(settlement.details());
    const donor = settlement.documentPayers.donation!;
    const insertPaid = (id: string) => {
      db.prepare(
        `INSERT INTO payments (id, kind, customer_id, provider, amount_cents, status, email, created_at, updated_at)
         VALUES (?, 'donation', 'c', 'sandbox', 1000, 'paid', 'a@b.fr', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')`,
      ).run(id);
      db.prepare(
        `INSERT INTO donations (payment_id, first_name, last_name, email, mobile_number, address, city, postcode,
           birth_date, birth_place, status, amount_cents, created_at)
         VALUES (?, 'A', 'B', 'a@b.fr', '+33612345678', '1 rue', 'Fréjus', '83600', '1970-01-01', 'Lyon', 'particulier', 1000, '2026-01-01T00:00:00Z')`,
      ).run(id);
    };
    const ids = ['pay_a', 'pay_b', 'pay_c', 'pay_d'].map((id) => id.padEnd(36, '0'));
    ids.forEach(insertPaid);
    // 31 December 2026 at 23:30 in Paris is still 2026; half an hour later it is 2027 (each issued as paid).
    issueDocuments(db, ids[0]!, '2026-12-31T22:30:00.000Z', issuer, donor, '2026-12-31T22:30:00.000Z');
    issueDocuments(db, ids[1]!, '2026-12-31T23:00:00.000Z', issuer, donor, '2026-12-31T23:00:00.000Z');
    issueDocuments(db, ids[2]!, '2027-01-02T10:00:00.000Z', issuer, donor, '2027-01-02T10:00:00.000Z');
    issueDocuments(db, ids[3]!, '2026-12-30T10:00:00.000Z', issuer, donor, '2026-12-30T10:00:00.000Z');
    expect(receiptsOfYear(db, 2026).map((line) => line.receiptNumber)).toEqual(['2026-00001', '2026-00002']);
    expect(receiptsOfYear(db, 2027).map((line) => line.receiptNumber)).toEqual(['2027-00001', '2027-00002']);
    // Issuing twice for one payment is refused by the database itself.
    expect(() =>
      issueDocuments(db, ids[0]!, '2026-12-31T22:30:00.000Z', issuer, donor, '2026-12-31T22:30:00.000Z'),
    ).toThrow(/UNIQUE/);
  });
});
