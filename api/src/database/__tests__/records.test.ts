// What the association issues is a record: the database refuses every change to a receipt, an
// attestation, an order, a payment's amount, a member's number, a membership's terms or a numbered
// withdrawal, whoever asks; the few changes the site makes (voiding, the stored PDF, a shipment, a
// refund, a member's new address, an erasure's emptying of what the accounts never read) go through,
// once. Its journals are never rewritten either, and no
// record is deleted before its ten years are over.
import { createTestContext, type TestContext } from '../../__tests__/support/harness';
import {
  cartLine,
  configuredIssuerEnv,
  donationPayload,
  shopPayload,
} from '../../__tests__/support/fixtures';
import { payMembership, paymentCalls } from '../../__tests__/support/payment-calls';
import {
  memberNumberFor,
  recordMemberContactCorrection,
  setMemberNumber,
} from '../../memberships/member-store';
import { insertWithdrawal } from '../../orders/withdrawal-store';
import { markRefunded } from '../../payments/payment-store';
import { rewriteHistory } from '../../__tests__/support/rewrite-history';

let ctx: TestContext;
const ids = { donation: '', membership: '', shop: '' };
beforeAll(async () => {
  ctx = await createTestContext(configuredIssuerEnv());
  const calls = paymentCalls(() => ctx);
  ids.donation = await calls.pay('donation', donationPayload());
  ids.membership = await payMembership(ctx, 'registre.adherent@example.com');
  const { db } = ctx.app.services;
  setMemberNumber(
    db,
    ids.membership,
    memberNumberFor(db, ids.membership, 'adhesions@example.org', new Date().toISOString()),
  );
  ids.shop = await calls.pay('shop', shopPayload([cartLine('casquette-ancre-d-or', 1)], 24.75, 6.75));
});
afterAll(() => ctx.close());

const run =
  (sql: string, ...values: unknown[]) =>
  () =>
    ctx.app.services.db.prepare(sql).run(...values);

it('refuses any change to an issued receipt or attestation, and lets it be voided and its PDF kept once', () => {
  const receipt = `SELECT id FROM issued_documents WHERE payment_id = '${ids.donation}'`;
  for (const change of [
    'amount_cents = amount_cents + 100',
    'receipt_sequence = receipt_sequence + 1',
    "subject = 'Quelqu’un d’autre'",
    "issued_at = '2020-01-01T00:00:00.000Z'",
    "paid_at = '2020-01-01T00:00:00.000Z'",
    "issuer = 'Une autre association'",
  ])
    expect(run(`UPDATE issued_documents SET ${change} WHERE id = (${receipt})`)).toThrow(
      'Un document émis ne change jamais, sa correction est un nouveau document',
    );
  expect(
    run(`UPDATE issued_documents SET voided_at = ? WHERE id = (${receipt})`, '2026-12-01')(),
  ).toMatchObject({
    changes: 1,
  });
  expect(run(`UPDATE issued_documents SET voided_at = ? WHERE id = (${receipt})`, '2026-12-02')).toThrow(
    'Un document émis',
  );
  // Its PDF was kept when it was first sent: it is not written again.
  expect(
    ctx.app.services.db
      .prepare(`SELECT pdf IS NOT NULL AS kept FROM issued_documents WHERE id = (${receipt})`)
      .get(),
  ).toEqual({ kept: 1 });
  expect(
    run(`UPDATE issued_documents SET pdf = ? WHERE id = (${receipt})`, Buffer.from('%PDF-autre')),
  ).toThrow('Un document émis');
});

it('refuses any change to an order and its lines, and writes its shipment once', () => {
  const order = `SELECT id FROM orders WHERE payment_id = '${ids.shop}'`;
  for (const change of ['amount_cents = 1', "address = '1 rue Ailleurs'", "email = 'autre@example.com'"])
    expect(run(`UPDATE orders SET ${change} WHERE id = (${order})`)).toThrow('Une commande ne change jamais');
  expect(run(`UPDATE order_lines SET quantity = 5 WHERE order_id = (${order})`)).toThrow(
    'Une ligne de commande ne change jamais',
  );
  const ship = (tracking: string) =>
    run(
      `UPDATE orders SET shipped_at = ?, carrier = 'La Poste', tracking_number = ?, shipped_by = 'b@example.org' WHERE id = (${order})`,
      '2026-12-01T10:00:00.000Z',
      tracking,
    );
  expect(ship('6A00000000001')()).toMatchObject({ changes: 1 });
  expect(ship('6A99999999999')).toThrow('Une commande ne change jamais');
});

it('keeps a payment’s amount, and lets a paid one change only to be refunded, once', () => {
  const where = `WHERE id = '${ids.shop}'`;
  expect(run(`UPDATE payments SET amount_cents = 1 ${where}`)).toThrow('Un paiement garde son montant');
  expect(run(`UPDATE payments SET status = 'created' ${where}`)).toThrow('Un paiement garde son montant');
  expect(run(`UPDATE payments SET paid_at = '2020-01-01' ${where}`)).toThrow('Un paiement garde son montant');
  expect(
    run(
      `UPDATE payments SET status = 'refunded', refunded_at = ?, refunded_cents = amount_cents ${where}`,
      'x',
    )(),
  ).toMatchObject({ changes: 1 });
  expect(run(`UPDATE payments SET status = 'paid' ${where}`)).toThrow('Un paiement garde son montant');
  expect(run(`UPDATE payments SET refund_reason = 'autre' ${where}`)).toThrow(
    'Un paiement garde son montant',
  );
  expect(run(`UPDATE donations SET amount_cents = 1 WHERE payment_id = '${ids.donation}'`)).toThrow(
    'Un don enregistré ne change jamais',
  );
});

it('keeps a member’s number, a membership’s terms and the details given when paying', () => {
  const where = `WHERE payment_id = '${ids.membership}'`;
  expect(run('UPDATE members SET number = number + 100')).toThrow('Un numéro d’adhérent ne change jamais');
  expect(run(`UPDATE memberships SET member_number = member_number + 1 ${where}`)).toThrow(
    'Une adhésion garde ses conditions',
  );
  for (const change of [
    "period_end = '2099-12-31'",
    'fee_cents = 0',
    "membership_type = 'autre'",
    "grade = 'Général'",
  ])
    expect(run(`UPDATE memberships SET ${change} ${where}`)).toThrow('Une adhésion garde ses conditions');
  // The member's details are corrected beside it (member_contact_corrections), never over it.
  for (const change of [
    "address = '3 rue Neuve'",
    "city = 'Toulon'",
    "postcode = '83000'",
    "mobile_number = '+33600000000'",
  ])
    expect(run(`UPDATE memberships SET ${change} ${where}`)).toThrow('Une adhésion garde ses conditions');
  expect(
    recordMemberContactCorrection(
      ctx.app.services.db,
      'registre.adherent@example.com',
      { address: '3 rue Neuve', postcode: '83600', city: 'Fréjus', mobileNumber: '+33600000000' },
      '2026-12-01T10:00:00.000Z',
    ),
  ).toBe(1);
  expect(run(`UPDATE member_contact_corrections SET city = 'Toulon' ${where}`)).toThrow(
    'Une correction des coordonnées d’un adhérent ne change jamais',
  );
  expect(
    run(
      "UPDATE members SET email = 'nouvelle.adresse@example.com' WHERE email = 'registre.adherent@example.com'",
    )(),
  ).toMatchObject({
    changes: 1,
  });
});

it('lets an erasure empty what no accounting piece reads, once, and nothing else', () => {
  const erasable: [string, string, readonly string[], string][] = [
    [
      'memberships',
      ids.membership,
      ['birth_date', 'birth_place', 'status', 'grade', 'arm', 'activity_status', 'heard_of', 'mobile_number'],
      'Une adhésion garde ses conditions',
    ],
    // The correction of the member's details written by the test above.
    [
      'member_contact_corrections',
      ids.membership,
      ['mobile_number'],
      'Une correction des coordonnées d’un adhérent ne change jamais',
    ],
    [
      'donations',
      ids.donation,
      ['birth_date', 'birth_place', 'mobile_number'],
      'Un don enregistré ne change jamais',
    ],
    ['orders', ids.shop, ['mobile_number'], 'Une commande ne change jamais'],
  ];
  for (const [table, paymentId, columns, refusal] of erasable) {
    const where = `WHERE payment_id = '${paymentId}'`;
    for (const column of columns) {
      // Another value is a change of the record: refused, before and after it was emptied.
      expect(run(`UPDATE ${table} SET ${column} = 'autre chose' ${where}`)).toThrow(refusal);
      expect(run(`UPDATE ${table} SET ${column} = '' ${where}`)()).toMatchObject({ changes: 1 });
      expect(run(`UPDATE ${table} SET ${column} = 'de retour' ${where}`)).toThrow(refusal);
    }
  }
  // What the accounts read is not emptied.
  expect(run(`UPDATE donations SET address = '' WHERE payment_id = '${ids.donation}'`)).toThrow(
    'Un don enregistré ne change jamais',
  );
  expect(run(`UPDATE orders SET address = '' WHERE payment_id = '${ids.shop}'`)).toThrow(
    'Une commande ne change jamais',
  );
  expect(run(`UPDATE memberships SET last_name = '' WHERE payment_id = '${ids.membership}'`)).toThrow(
    'Une adhésion garde ses conditions',
  );
  expect(
    run(`UPDATE member_contact_corrections SET address = '' WHERE payment_id = '${ids.membership}'`),
  ).toThrow('Une correction des coordonnées d’un adhérent ne change jamais');
});

it('numbers a withdrawal once, and then refuses any change to it', () => {
  const reference = insertWithdrawal(ctx.app.services.db, {
    orderReference: 'CMD-2026-000001',
    firstName: 'Jeanne',
    lastName: 'Martin',
    email: 'jeanne.martin@example.com',
    items: 'Casquette',
    receivedAt: '2026-12-01T10:00:00.000Z',
  });
  for (const change of ["reference = 'RET-0'", "items = 'Tout'", "received_at = '2027-01-01'"])
    expect(run(`UPDATE withdrawals SET ${change} WHERE reference = ?`, reference)).toThrow(
      'Une rétractation numérotée ne change jamais',
    );
});

it('writes the journals line after line, and never rewrites a line', () => {
  const { db } = ctx.app.services;
  db.prepare(
    `INSERT INTO personal_data_views (volunteer, action, subject, viewed_at)
     VALUES ('a@example.org', 'commande consultée', 'CMD-1', '2026-12-01T10:00:00.000Z')`,
  ).run();
  db.prepare(
    `INSERT INTO deployments (module, action, token_name, result, started_at, finished_at)
     VALUES ('mfe-shop', 'deploy', 'boutique', 'live', '2026-12-01T10:00:00.000Z', '2026-12-01T10:01:00.000Z')`,
  ).run();
  expect(run("UPDATE personal_data_views SET volunteer = 'personne@example.org'")).toThrow(
    'Une ligne du journal des consultations ne se réécrit pas',
  );
  expect(run("UPDATE deployments SET token_name = 'autre'")).toThrow(
    'Une ligne du journal des déploiements ne se réécrit pas',
  );
  expect(run(`UPDATE payment_events SET status = 'paid' WHERE payment_id = '${ids.shop}'`)).toThrow(
    'Une étape de l’histoire d’un paiement ne se réécrit pas',
  );
});

it('keeps every record its ten years: nobody deletes one sooner, a payment never paid may go', async () => {
  const { db } = ctx.app.services;
  const calls = paymentCalls(() => ctx);
  const refunded = await calls.pay('shop', shopPayload([cartLine('casquette-ancre-d-or', 1)], 24.75, 6.75));
  expect(markRefunded(db, refunded, 'test', new Date().toISOString())).toBe(true);
  const count = (sql: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${sql}`).get() as { n: number }).n;
  const attempts: readonly [table: string, where: string][] = [
    ['payments', `id IN ('${ids.donation}', '${ids.membership}', '${refunded}')`],
    ['payment_events', `payment_id IN ('${ids.donation}', '${refunded}')`],
    ['issued_documents', `payment_id IN ('${ids.donation}', '${ids.membership}')`],
    ['donations', `payment_id = '${ids.donation}'`],
    ['memberships', `payment_id = '${ids.membership}'`],
    ['orders', `payment_id = '${refunded}'`],
    ['order_lines', `order_id IN (SELECT id FROM orders WHERE payment_id = '${refunded}')`],
    ['withdrawals', "reference NOT LIKE 'pending-%'"],
  ];
  for (const [table, where] of attempts) {
    const before = count(`${table} WHERE ${where}`);
    expect(before).toBeGreaterThan(0);
    expect(run(`DELETE FROM ${table} WHERE ${where}`)).toThrow('Une pièce comptable est gardée dix ans');
    expect(count(`${table} WHERE ${where}`)).toBe(before);
  }

  // A payment never paid is no record: it and its donation go (an erasure, the purge).
  const left = ((await calls.start('donation', donationPayload())).json() as { payment_id: string })
    .payment_id;
  expect(run(`DELETE FROM donations WHERE payment_id = '${left}'`)()).toMatchObject({ changes: 1 });
  expect(run(`DELETE FROM payment_events WHERE payment_id = '${left}'`)).not.toThrow();
  expect(run(`DELETE FROM payments WHERE id = '${left}'`)()).toMatchObject({ changes: 1 });

  // The period is ten years to the day: a day short, the donation's receipt stays; a day past, it may go.
  const paidDaysAgo = (days: number) =>
    rewriteHistory(db, () =>
      db
        .prepare('UPDATE payments SET created_at = ? WHERE id = ?')
        .run(new Date(Date.now() - days * 24 * 3600_000).toISOString(), ids.donation),
    );
  paidDaysAgo(3649);
  expect(run(`DELETE FROM issued_documents WHERE payment_id = '${ids.donation}'`)).toThrow(
    'Une pièce comptable est gardée dix ans',
  );
  paidDaysAgo(3651);
  for (const [table, column] of [
    ['issued_documents', 'payment_id'],
    ['donations', 'payment_id'],
    ['payment_events', 'payment_id'],
    ['payments', 'id'],
  ]) {
    expect(count(`${table} WHERE ${column} = '${ids.donation}'`)).toBeGreaterThan(0);
    run(`DELETE FROM ${table} WHERE ${column} = '${ids.donation}'`)();
    expect(count(`${table} WHERE ${column} = '${ids.donation}'`)).toBe(0);
  }
});
