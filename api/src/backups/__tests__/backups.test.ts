import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import {
  applicationFields,
  applicationForm,
  configuredIssuerEnv,
  contactPaths,
  contactPayloads,
  donationPayload,
  membershipPayload,
} from '../../__tests__/support/fixtures';
import { createTestContext, multipart, type TestContext } from '../../__tests__/support/harness';
import { paymentCalls } from '../../__tests__/support/payment-calls';
import { erasePersonData } from '../../personal-data/person-erasure';
import { registerIn } from '../../personal-data/erasure-register';
import { createBackup, restoreBackup } from '../backups';
import { forgetOldEmailChanges } from '../../email-changes/email-change-link';
import { changeMemberAddress } from '../../__tests__/support/member-session';

const DAY_MS = 24 * 60 * 60 * 1000;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(configuredIssuerEnv());
});
afterAll(() => ctx.close());

/** A server's configuration with its data and site in a folder of its own, the test's content. */
const configIn = (folder: string) =>
  loadConfig({
    CONTENT_DIR: ctx.config.contentDir,
    DATABASE_PATH: path.join(folder, 'data', 'mtdm.sqlite'),
    UPLOADS_DIR: path.join(folder, 'data', 'uploads'),
    SITE_ROOT: path.join(folder, 'site'),
  });

/** The database and its journal moved aside, before a backup is put in their place. */
function moveDatabaseAside(config: ReturnType<typeof configIn>) {
  for (const suffix of ['', '-wal', '-shm'])
    if (fs.existsSync(`${config.databasePath}${suffix}`))
      fs.renameSync(`${config.databasePath}${suffix}`, `${config.databasePath}.old${suffix}`);
}

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
  const config = configIn(path.join(ctx.dir, 'restored'));
  restoreBackup(config, path.join(backupsDir, '2026-11-26T10-00-00-000Z'));
  expect(() => restoreBackup(config, path.join(backupsDir, '2026-11-26T10-00-00-000Z'))).toThrow(
    /existe déjà/,
  );
  // On the tests' clock, as the server that made the backup: the payer's link is dated by it.
  const app = await buildApp(config, { mailLoop: false, scheduledTasks: false, clock: ctx.app.services.now });
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

it('makes again, on a restored backup, the erasures made since it was taken, and only those', async () => {
  const admin = { email: 'admin@example.org', name: 'Admin', roles: ['administration'] as const };
  const erased = 'effacee.apres@example.com';
  const returned = 'revenue.avant@example.com';
  const folder = path.join(ctx.dir, 'erasures');
  const config = configIn(folder);
  const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
  const messagesOf = (db: Database.Database, email: string) =>
    (
      db.prepare('SELECT message FROM contact_messages WHERE email = ?').all(email) as { message: string }[]
    ).map((row) => row.message);
  let app = await buildApp(config, { mailLoop: false, scheduledTasks: false });
  let backup: string;
  try {
    const send = (email: string, message: string) =>
      app.inject({
        method: 'POST',
        url: contactPaths.chetom,
        payload: { ...contactPayloads.chetom, email, message },
      });
    // Erased before the backup, then wrote again: the backup holds only the new message.
    expect((await send(returned, 'Premier message, effacé')).statusCode).toBe(200);
    await erasePersonData(app.services, admin, returned);
    await tick();
    expect((await send(returned, 'Second message, écrit après l’effacement')).statusCode).toBe(200);
    // Erased after the backup: a message and an application with its résumé.
    expect((await send(erased, 'Un message à effacer après la sauvegarde')).statusCode).toBe(200);
    const application = await multipart(applicationForm({ ...applicationFields, email: erased }));
    expect(
      (await app.inject({ method: 'POST', url: '/api/travailleraumusee.php', ...application })).statusCode,
    ).toBe(200);
    expect((await send(contactPayloads.museum.email, 'Le message de quelqu’un d’autre')).statusCode).toBe(
      200,
    );
    await tick();
    backup = await createBackup(config, path.join(folder, 'backups'), 3);
    await tick();
    await erasePersonData(app.services, admin, erased);
  } finally {
    await app.close();
  }
  expect(fs.readFileSync(registerIn(path.dirname(config.databasePath)), 'utf8')).not.toContain('@');

  // As the restore's procedure says: the database moved aside, the backup put in its place.
  moveDatabaseAside(config);
  fs.rmSync(config.uploadsDir, { recursive: true, force: true });
  expect(restoreBackup(config, backup)).toBe(1);

  app = await buildApp(config, { mailLoop: false, scheduledTasks: false });
  try {
    const { db } = app.services;
    expect(messagesOf(db, erased)).toEqual([]);
    expect(db.prepare('SELECT COUNT(*) AS n FROM job_applications WHERE email = ?').get(erased)).toEqual({
      n: 0,
    });
    expect(
      fs.readdirSync(config.uploadsDir, { recursive: true }).filter((name) => String(name).endsWith('.pdf')),
    ).toEqual([]);
    expect(messagesOf(db, returned)).toEqual(['Second message, écrit après l’effacement']);
    expect(messagesOf(db, contactPayloads.museum.email)).toEqual(['Le message de quelqu’un d’autre']);
  } finally {
    await app.close();
  }
  expect(fs.readFileSync(config.databasePath).includes(Buffer.from(erased))).toBe(false);
});

it('makes again an erasure under a member’s new address on what a backup kept under their earlier one', async () => {
  const admin = { email: 'admin@example.org', name: 'Admin', roles: ['administration'] as const };
  const [earlier, member] = ['avant.demenagement@example.com', 'apres.demenagement@example.com'];
  const folder = path.join(ctx.dir, 'erasure-of-a-member-who-moved');
  const config = configIn(folder);
  let app = await buildApp(config, { mailLoop: false, scheduledTasks: false });
  let backup: string;
  try {
    const calls = paymentCalls(() => ({ ...ctx, app }) as TestContext);
    await calls.pay('membership', membershipPayload({ email: earlier, customer_id: 'adherent_demenage_1' }));
    const sent = await app.inject({
      method: 'POST',
      url: contactPaths.chetom,
      payload: { ...contactPayloads.chetom, email: earlier, message: 'Écrit avant le changement' },
    });
    expect(sent.statusCode).toBe(200);
    changeMemberAddress(app.services, earlier, member);
    // Days later, the change's link is forgotten: only the kept earlier address ties the two.
    expect(forgetOldEmailChanges(app.services.db, new Date(app.services.now().getTime() + 3 * DAY_MS))).toBe(
      1,
    );
    backup = await createBackup(config, path.join(folder, 'backups'), 3);
    await erasePersonData(app.services, admin, member);
  } finally {
    await app.close();
  }
  moveDatabaseAside(config);
  // The backup holds the message under the earlier address; the register names only the new one.
  expect(restoreBackup(config, backup)).toBe(1);
  app = await buildApp(config, { mailLoop: false, scheduledTasks: false });
  try {
    const { db } = app.services;
    expect(db.prepare('SELECT COUNT(*) AS n FROM contact_messages WHERE email = ?').get(earlier)).toEqual({
      n: 0,
    });
    expect(
      db
        .prepare('SELECT COUNT(*) AS n FROM mail_queue WHERE recipient = ? OR reply_to = ?')
        .get(earlier, earlier),
    ).toEqual({ n: 0 });
    expect(
      db.prepare("SELECT COUNT(*) AS n FROM payments WHERE email = ? AND status = 'paid'").get(earlier),
    ).toEqual({
      n: 1,
    });
  } finally {
    await app.close();
  }
});

it('empties again, on a restored backup, a paid record whose person was erased since', async () => {
  const admin = { email: 'admin@example.org', name: 'Admin', roles: ['administration'] as const };
  const donor = 'donateur.efface@example.com';
  const birthPlace = 'Mamoudzou-Sauvegarde';
  const folder = path.join(ctx.dir, 'erasure-of-a-donor');
  const config = configIn(folder);
  let app = await buildApp(config, { mailLoop: false, scheduledTasks: false });
  let backup: string;
  try {
    const calls = paymentCalls(() => ({ ...ctx, app }) as TestContext);
    await calls.pay(
      'donation',
      donationPayload({ email: donor, customer_id: 'don_sauvegarde_1', birthPlace }),
    );
    // Months later, its mails are gone at the end of their period: the paid donation alone names them.
    app.services.db.prepare('DELETE FROM mail_queue WHERE recipient = ? OR reply_to = ?').run(donor, donor);
    backup = await createBackup(config, path.join(folder, 'backups'), 3);
    await erasePersonData(app.services, admin, donor);
  } finally {
    await app.close();
  }
  moveDatabaseAside(config);
  expect(restoreBackup(config, backup)).toBe(1);
  app = await buildApp(config, { mailLoop: false, scheduledTasks: false });
  try {
    expect(
      app.services.db
        .prepare(
          'SELECT d.birth_place AS birthPlace, d.amount_cents AS cents FROM donations d JOIN payments p ON p.id = d.payment_id WHERE p.email = ?',
        )
        .get(donor),
    ).toEqual({ birthPlace: '', cents: 6000 });
  } finally {
    await app.close();
  }
  expect(fs.readFileSync(config.databasePath).includes(Buffer.from(birthPlace))).toBe(false);
});
