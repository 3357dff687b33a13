// An erasure leaves no copy: the queue's rows, sent or waiting, the outbox copies of the person's mail
// (their CV attached to one of them) and older copies named otherwise all go, others' copies stay; the
// journal of views names records, never the person nor the file they sent, and is purged after its period.
import fs from 'node:fs';
import Database from 'better-sqlite3';
import path from 'node:path';
import { databaseFilesHold } from '../../__tests__/support/database-files';
import { createTestContext, TEST_NOW, type TestContext } from '../../__tests__/support/harness';
import {
  applicationFields,
  cartLine,
  donationPayload,
  membershipPayload,
  shopPayload,
  tourForm,
  urlencoded,
} from '../../__tests__/support/fixtures';
import { payMembership, paymentCalls, placeOrder } from '../../__tests__/support/payment-calls';
import { applyForJob, requestTour, sendMessage } from '../../__tests__/support/visitor-submissions';
import { latestMembershipsToRemind } from '../../member-area/reminder-store';
import { purgeExpired } from '../purge';
import { downloadApplicationFile } from '../../inbox/inbox';
import { erasePersonData, personData } from '../person-erasure';
import { personReference } from '../../sign-in/view-journal';
import { correctContact } from '../../member-area/member-account';
import { ACCESS_TABLES, PERSON_TABLES } from '../person-store';
import { changeMemberAddress } from '../../__tests__/support/member-session';

const PERSON = 'personne.effacee@example.com';
const OTHER = 'autre.personne@example.com';
const admin = { email: 'admin@example.org', name: 'Admin', roles: ['administration'] as const };
const museum = { email: 'musee@example.org', name: 'Musée', roles: ['musee'] as const };

let ctx: TestContext;
beforeAll(async () => {
  // No SMTP: every mail becomes a copy in the outbox, as on a server without a mail relay.
  ctx = await createTestContext({}, { smtpUrl: undefined });
});
afterAll(() => ctx.close());

const outboxFiles = () =>
  fs.existsSync(ctx.config.outboxDir)
    ? fs.readdirSync(ctx.config.outboxDir).filter((name) => name.endsWith('.eml'))
    : [];
const outboxText = () =>
  outboxFiles()
    .map((name) => fs.readFileSync(path.join(ctx.config.outboxDir, name), 'utf8'))
    .join('\n');
const mailRowsOf = (email: string) =>
  (
    ctx.app.services.db
      .prepare(
        'SELECT COUNT(*) AS n FROM mail_queue WHERE lower(recipient) = lower(@email) OR lower(reply_to) = lower(@email)',
      )
      .get({ email }) as { n: number }
  ).n;

it('removes the person’s rows, their outbox copies (CV included) and their unsent mail, and no one else’s', async () => {
  const { applicationId, fileId } = await applyForJob(ctx, PERSON);
  // The museum downloaded their CV (« CV Hélène Roux.pdf »): the journal records it, and keeps it a year.
  expect(downloadApplicationFile(ctx.app.services, museum, applicationId, fileId)).toBeDefined();
  await sendMessage(ctx, 'museum', { email: OTHER });
  await ctx.flushMail();
  // A copy written before copies carried their row's number, and a mail still waiting in the queue.
  fs.writeFileSync(
    path.join(ctx.config.outboxDir, '2026-01-05T10-00-00-000Z-1-1.eml'),
    `From: site@example.org\nTo: ${PERSON}\nSubject: ancien\n\ncorps\n`,
  );
  await ctx.app.inject({
    method: 'POST',
    url: '/submit-guided-tour',
    payload: urlencoded({ ...tourForm, email: PERSON }),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(outboxText()).toContain(PERSON);
  expect(outboxText()).toContain('Content-Type: application/pdf');
  expect(mailRowsOf(PERSON)).toBeGreaterThan(0);
  const othersCopies = outboxFiles().filter((name) =>
    fs.readFileSync(path.join(ctx.config.outboxDir, name), 'utf8').includes(OTHER),
  );
  expect(othersCopies.length).toBeGreaterThan(0);

  const applicationFolders = () => fs.readdirSync(ctx.config.uploadsDir);
  expect(applicationFolders()).toHaveLength(1);
  const erased = await erasePersonData(ctx.app.services, admin, PERSON);
  expect(erased.erased.files).toBe(1);
  // Their application's folder goes whole: not even its dated name stays.
  expect(applicationFolders()).toEqual([]);
  expect(erased.erased.mailCopies).toBeGreaterThanOrEqual(2);
  expect(mailRowsOf(PERSON)).toBe(0);
  expect(outboxText()).not.toContain(PERSON);
  expect(outboxText()).not.toContain('Content-Type: application/pdf');
  // Nothing left to send them either.
  await ctx.flushMail();
  expect(outboxText()).not.toContain(PERSON);
  expect(outboxFiles()).toEqual(expect.arrayContaining(othersCopies));
});

it('records who looked at whom through a reference that names no one', () => {
  personData(ctx.app.services, admin, PERSON);
  const journal = ctx.app.services.db.prepare('SELECT action, subject FROM personal_data_views').all() as {
    action: string;
    subject: string;
  }[];
  expect(journal.length).toBeGreaterThan(0);
  const written = JSON.stringify(journal);
  expect(written).not.toContain('@');
  // Nor the name of the file they sent, which is theirs (the download above is in it).
  expect(journal).toContainEqual(expect.objectContaining({ action: 'fichier téléchargé\u00a0: CV' }));
  expect(written).not.toContain(applicationFields['last-name']);
  // The same person gets the same reference: the association can answer who looked at them.
  const references = journal.filter((view) => view.subject.startsWith('PERS-')).map((view) => view.subject);
  expect(new Set(references).size).toBe(1);
});

it('takes an older copy naming the person in any case, and leaves those of addresses that only contain theirs', async () => {
  const person = 'ann.roux@example.com';
  const copies = {
    theirs: `From: site@example.org\nTo: "Ann Roux" <Ann.Roux@Example.com>\nSubject: ancien\n\ncorps\n`,
    listed: `From: site@example.org\nTo: musee@example.org,\n ann.roux@example.com\nSubject: ancien\n\ncorps\n`,
    longerName: `From: site@example.org\nTo: joann.roux@example.com\nSubject: ancien\n\ncorps\n`,
    longerDomain: `From: site@example.org\nTo: <ann.roux@example.com.au>\nSubject: ancien\n\ncorps\n`,
    inTheBody: `From: site@example.org\nTo: musee@example.org\nSubject: ancien\n\necrire a ann.roux@example.com\n`,
  };
  fs.mkdirSync(ctx.config.outboxDir, { recursive: true });
  for (const [name, text] of Object.entries(copies))
    fs.writeFileSync(path.join(ctx.config.outboxDir, `2026-01-06T10-00-00-000Z-1-${name}.eml`), text);
  const left = () =>
    Object.keys(copies).filter((name) =>
      fs.existsSync(path.join(ctx.config.outboxDir, `2026-01-06T10-00-00-000Z-1-${name}.eml`)),
    );

  const erased = await erasePersonData(ctx.app.services, admin, person);
  expect(erased.erased.mailCopies).toBe(2);
  // The body is not read: an older copy is the person's by its headers, as the mail was theirs.
  expect(left()).toEqual(['longerName', 'longerDomain', 'inTheBody']);
  for (const name of left())
    fs.rmSync(path.join(ctx.config.outboxDir, `2026-01-06T10-00-00-000Z-1-${name}.eml`));
});

it('purges the journal after its period, and keeps the recent views', () => {
  const { db } = ctx.app.services;
  const old = ctx.ago(400 * 24 * 60 * 60 * 1000);
  db.prepare(
    "INSERT INTO personal_data_views (volunteer, action, subject, viewed_at) VALUES ('a', 'b', 'c', ?)",
  ).run(old);
  const before = (db.prepare('SELECT COUNT(*) AS n FROM personal_data_views').get() as { n: number }).n;
  const counts = purgeExpired(db, ctx.config, ctx.app.services.now());
  expect(counts.personalDataViews).toBe(1);
  expect((db.prepare('SELECT COUNT(*) AS n FROM personal_data_views').get() as { n: number }).n).toBe(
    before - 1,
  );
});

it('leaves no byte of what it erased in the database’s files, free space and journal included', async () => {
  const person = 'sans.trace@example.com';
  const words = 'Ma question porte sur le fonds Gallieni, cote 4H12';
  const others = 'Je cherche le carnet de route de mon grand-père, 1912';
  await sendMessage(ctx, 'chetom', { email: person, message: words });
  await sendMessage(ctx, 'chetom', { email: OTHER, message: others });
  await requestTour(ctx, { email: person });
  await ctx.flushMail();
  const file = ctx.config.databasePath;
  expect(databaseFilesHold(file, person)).toBe(true);
  expect(databaseFilesHold(file, words)).toBe(true);

  await erasePersonData(ctx.app.services, admin, person);
  expect(databaseFilesHold(file, person)).toBe(false);
  expect(databaseFilesHold(file, words)).toBe(false);
  // What belongs to someone else is still there, and still read.
  expect(databaseFilesHold(file, others)).toBe(true);
  expect(personData(ctx.app.services, admin, OTHER).records.messages).toBeGreaterThan(0);
});

it('erases while a backup is reading, and the next purge empties what the reader held', async () => {
  const person = 'pendant.sauvegarde@example.com';
  const words = 'Un message écrit pendant qu’une sauvegarde lisait la base';
  await sendMessage(ctx, 'chetom', { email: person, message: words });
  await ctx.flushMail();
  // A reader in the middle of its read, as the backup's copy is: the journal cannot be emptied yet.
  const reader = new Database(ctx.config.databasePath, { readonly: true });
  const rows = reader.prepare('SELECT id FROM contact_messages').iterate();
  rows.next();
  try {
    ctx.app.services.db.pragma('busy_timeout = 50');
    await erasePersonData(ctx.app.services, admin, person);
    expect(personData(ctx.app.services, admin, person).records.messages).toBe(0);
    // The rows are gone; their older frames wait in the journal for the reader to finish.
    expect(databaseFilesHold(ctx.config.databasePath, words)).toBe(true);
  } finally {
    rows.return?.();
    reader.close();
    ctx.app.services.db.pragma('busy_timeout = 5000');
  }
  purgeExpired(ctx.app.services.db, ctx.config, ctx.app.services.now());
  expect(databaseFilesHold(ctx.config.databasePath, words)).toBe(false);
  expect(databaseFilesHold(ctx.config.databasePath, person)).toBe(false);
});

it('keeps a paid membership for the accounts only: no renewal reminder goes to the erased member', async () => {
  const member = 'adherent.efface@example.com';
  await payMembership(ctx, member);
  const reminded = () => latestMembershipsToRemind(ctx.app.services.db).map((row) => row.email);
  expect(reminded()).toContain(member);
  const erased = await erasePersonData(ctx.app.services, admin, member);
  expect(erased.kept.join(' ')).toMatch(/paiement\(s\) réglé\(s\)/);
  expect(reminded()).not.toContain(member);
});

it('says how many members share the address asked, each of whom its erasure reaches', async () => {
  const address = 'foyer.efface@example.com';
  await payMembership(ctx, address, { firstName: 'Marie', lastName: 'Martin' });
  expect(personData(ctx.app.services, admin, address).members).toBe(1);
  await payMembership(ctx, address, { firstName: 'Paul', lastName: 'Martin' });
  // Marie renewing under her name typed otherwise is still one member.
  await payMembership(ctx, address, { firstName: 'MARIE', lastName: 'martin' });
  expect(personData(ctx.app.services, admin, address).members).toBe(2);
  expect(personData(ctx.app.services, admin, 'jamais.adherent@example.com').members).toBe(0);
});

it('leaves no copy of the mails about a paid order, membership or donation, the association’s included', async () => {
  const payer = 'payeur.efface@example.com';
  await placeOrder(ctx, { email: payer });
  await payMembership(ctx, payer);
  await paymentCalls(() => ctx).pay(
    'donation',
    donationPayload({ email: payer, customer_id: 'don_efface_1' }),
  );
  await ctx.flushMail();
  // The payer's three confirmations, and the association's three mails naming them (address, birth, home).
  const count = (where: string) =>
    (
      ctx.app.services.db.prepare(`SELECT COUNT(*) AS n FROM mail_queue WHERE ${where}`).get(payer) as {
        n: number;
      }
    ).n;
  const toThePayer = () => count('lower(recipient) = ?');
  const naming = () => count('instr(lower(body), ?) > 0');
  expect([toThePayer(), naming()]).toEqual([3, 3]);
  expect(outboxText()).toContain(payer);

  await erasePersonData(ctx.app.services, admin, payer);
  expect([toThePayer(), naming()]).toEqual([0, 0]);
  expect(outboxText()).not.toContain(payer);
  // The records themselves stay, for the accounts.
  expect(personData(ctx.app.services, admin, payer).records.paidPayments).toBe(3);
});

it('empties a paid record of what no accounting piece reads, and leaves no byte of it', async () => {
  const payer = 'profil.efface@example.com';
  const phone = '+33798765432';
  const profile = {
    birthPlace: 'Papeete-Profil-Efface',
    grade: 'Caporal-Profil-Efface',
    arm: 'Arme-Profil-Efface',
  };
  const donorBirthPlace = 'Nouméa-Profil-Efface';
  const calls = paymentCalls(() => ctx);
  await calls.pay(
    'membership',
    membershipPayload({
      email: payer,
      mobileNumber: phone,
      customer_id: 'adherent_profil_1',
      heardOf: 'tourism-office',
      ...profile,
    }),
  );
  await calls.pay(
    'donation',
    donationPayload({
      email: payer,
      mobileNumber: phone,
      customer_id: 'don_profil_1',
      birthPlace: donorBirthPlace,
    }),
  );
  const order = {
    ...shopPayload([cartLine('casquette-ancre-d-or', 1)], 24.75, 6.75),
    email: payer,
    mobileNumber: phone,
  };
  await calls.pay('shop', order);
  await ctx.flushMail();
  // The member gave another telephone since, in the member area: a correction beside the membership.
  const newPhone = '+33687654321';
  expect(
    correctContact(ctx.app.services, payer, {
      address: '5 place Agricola',
      postcode: '83600',
      city: 'Fréjus',
      mobileNumber: '06 87 65 43 21',
    }),
  ).toBeNull();
  const file = ctx.config.databasePath;
  const gone = [...Object.values(profile), donorBirthPlace, phone, newPhone];
  for (const words of gone) expect([words, databaseFilesHold(file, words)]).toEqual([words, true]);
  expect(personData(ctx.app.services, admin, payer).kept.join(' ')).toContain(
    'sans ce qu’aucune ne demande (naissance, situation, réponses propres au formulaire d’adhésion, téléphone)',
  );

  await erasePersonData(ctx.app.services, admin, payer);
  for (const words of gone) expect([words, databaseFilesHold(file, words)]).toEqual([words, false]);
  const { db } = ctx.app.services;
  const rowOf = (table: string) =>
    db
      .prepare(`SELECT t.* FROM ${table} t JOIN payments p ON p.id = t.payment_id WHERE p.email = ?`)
      .get(payer) as Record<string, unknown>;
  // What the accounts read stays: who paid, where they live, what and how much.
  expect(rowOf('memberships')).toMatchObject({
    last_name: 'Lefèvre',
    address: '12 rue de la Garonne',
    membership_type: 'individual',
    amount_cents: 3000,
    birth_date: '',
    birth_place: '',
    status: '',
    grade: '',
    arm: '',
    activity_status: '',
    heard_of: '',
    mobile_number: '',
  });
  expect(rowOf('donations')).toMatchObject({
    last_name: 'Lefèvre',
    status: 'particulier',
    amount_cents: 6000,
    birth_date: '',
    birth_place: '',
    mobile_number: '',
  });
  expect(rowOf('orders')).toMatchObject({ address: '12 rue de la Garonne', mobile_number: '' });
  expect(rowOf('member_contact_corrections')).toMatchObject({
    address: '5 place Agricola',
    mobile_number: '',
  });
  expect(personData(ctx.app.services, admin, payer).records.paidPayments).toBe(3);
});

it('finds a member under their earlier address until they changed it, and leaves what came there after', async () => {
  const earlier = 'boite.ancienne@example.com';
  const member = 'boite.nouvelle@example.com';
  const { db } = ctx.app.services;
  await payMembership(ctx, earlier);
  await sendMessage(ctx, 'chetom', { email: earlier, message: 'Question sur le carnet de route de 1912' });
  // The member changes their address from their space: the link mailed to the new one is followed.
  changeMemberAddress(ctx.app.services, earlier, member);
  await ctx.flushMail();
  // Later, someone else writes from the old address (a family's, say): not the member's to erase.
  const later = new Date(Date.parse(TEST_NOW) + 60 * 60 * 1000).toISOString();
  ctx.setClock(later);
  try {
    await sendMessage(ctx, 'chetom', { email: earlier, message: 'Message de la famille sur 1913' });
  } finally {
    ctx.setClock(TEST_NOW);
  }
  await ctx.flushMail();
  const messages = () =>
    (
      db.prepare('SELECT message FROM contact_messages WHERE email = ?').all(earlier) as { message: string }[]
    ).map((row) => row.message);
  expect(messages()).toHaveLength(2);

  const found = personData(ctx.app.services, admin, member);
  expect(found.earlierAddresses).toEqual([{ email: earlier, until: expect.any(String) }]);
  expect(found.earlierAddresses[0]!.until < later).toBe(true);
  // Asked under the earlier address, the search names the member's address now, which that erasure
  // would not reach.
  expect(personData(ctx.app.services, admin, earlier).laterAddress).toEqual({
    email: member,
    since: found.earlierAddresses[0]!.until,
  });
  expect(found.laterAddress).toBeNull();
  // Found: the message before, the membership's payment, and the five mails before (listed below).
  expect(found.records).toMatchObject({ messages: 1, paidPayments: 1, mails: 5 });
  expect(outboxText()).toContain('Question sur le carnet de route de 1912');
  // Mail to or about the earlier address: the member's up to the notice of the change, the other
  // writer's after it.
  const { lastMail } = db.prepare('SELECT last_mail AS lastMail FROM earlier_member_addresses').get() as {
    lastMail: number;
  };
  const mailsOfEarlier = () =>
    (
      db
        .prepare(
          'SELECT subject, id > ? AS after FROM mail_queue WHERE recipient = ? OR reply_to = ? ORDER BY id',
        )
        .all(lastMail, earlier, earlier) as { subject: string; after: number }[]
    ).map((mail) => `${mail.after ? 'après' : 'avant'} : ${mail.subject}`);
  // The membership's confirmation and notification, the message's two mails, the notice; then the
  // other writer's message's two mails.
  expect(mailsOfEarlier()).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^avant : .*adhésion/i),
      'avant : L’adresse de votre espace adhérent a changé',
      expect.stringMatching(/^après : /),
    ]),
  );
  expect(mailsOfEarlier().map((mail) => mail.split(' : ')[0])).toEqual([
    ...Array(5).fill('avant'),
    ...Array(2).fill('après'),
  ]);

  await erasePersonData(ctx.app.services, admin, member);
  expect(messages()).toEqual(['Message de la famille sur 1913']);
  expect(outboxText()).not.toContain('Question sur le carnet de route de 1912');
  expect(outboxText()).not.toContain(member);
  expect(outboxText()).toContain('Message de la famille sur 1913');
  expect(mailsOfEarlier().length).toBeGreaterThan(0);
  expect(mailsOfEarlier().filter((mail) => mail.startsWith('avant'))).toEqual([]);
  // The paid membership stays for the accounts, under the address that paid; the link between the
  // two addresses goes.
  expect(personData(ctx.app.services, admin, earlier).records).toMatchObject({
    messages: 1,
    paidPayments: 1,
  });
  expect(db.prepare('SELECT COUNT(*) AS n FROM earlier_member_addresses').get()).toEqual({ n: 0 });
  expect(personData(ctx.app.services, admin, earlier).laterAddress).toBeNull();
});

it('carries a member’s earlier addresses along a second change, and one they come back to is theirs again', async () => {
  const [first, second, third] = ['premiere@example.com', 'deuxieme@example.com', 'troisieme@example.com'];
  await payMembership(ctx, first);
  changeMemberAddress(ctx.app.services, first, second);
  changeMemberAddress(ctx.app.services, second, third);
  const earlierOf = (email: string) =>
    personData(ctx.app.services, admin, email).earlierAddresses.map((address) => address.email);
  expect(earlierOf(third)).toEqual([second, first]);
  expect([earlierOf(first), earlierOf(second)]).toEqual([[], []]);
  changeMemberAddress(ctx.app.services, third, first);
  expect(earlierOf(first)).toEqual([third, second]);
  await erasePersonData(ctx.app.services, admin, first);
  expect(earlierOf(first)).toEqual([]);
});

it('leaves another member’s link to an address they left too, when erasing the first who left it', async () => {
  const [shared, first, second] = ['boite.familiale@example.com', 'aine@example.com', 'cadet@example.com'];
  await payMembership(ctx, shared);
  changeMemberAddress(ctx.app.services, shared, first);
  // The shared address is free again: a second member joins with it, then moves too.
  await payMembership(ctx, shared);
  changeMemberAddress(ctx.app.services, shared, second);
  await erasePersonData(ctx.app.services, admin, first);
  const earlierOf = (email: string) =>
    personData(ctx.app.services, admin, email).earlierAddresses.map((address) => address.email);
  expect([earlierOf(first), earlierOf(second)]).toEqual([[], [shared]]);
});

it('forgets which connection started their payments, paid or not, and keeps the others’', async () => {
  const calls = paymentCalls(() => ctx);
  const startedBy = async (email: string, customerId: string) =>
    (
      (
        await calls.start('shop', {
          ...shopPayload([cartLine('casquette-ancre-d-or', 1)], 24.75, 6.75, customerId),
          email,
        })
      ).json() as { payment_id: string }
    ).payment_id;
  const unpaid = await startedBy(PERSON, 'customer_1700000000000_71');
  const paid = await startedBy(PERSON, 'customer_1700000000000_72');
  await calls.sandbox(paid, 'pay');
  await calls.confirm('shop', paid, 'customer_1700000000000_72');
  const others = await startedBy(OTHER, 'customer_1700000000000_73');
  const startsOf = (ids: string[]) =>
    (
      ctx.app.services.db
        .prepare(
          `SELECT COUNT(*) AS n FROM payment_starts WHERE payment_id IN (${ids.map(() => '?').join(', ')})`,
        )
        .get(...ids) as { n: number }
    ).n;
  expect(startsOf([unpaid, paid, others])).toBe(3);
  await erasePersonData(ctx.app.services, admin, PERSON);
  expect(startsOf([unpaid, paid])).toBe(0);
  expect(startsOf([others])).toBe(1);
});

it('knows every table that files something under an address: erased whole, in part, or kept as a record', () => {
  // Erased in part: what was never paid, the person's mail, their changes of address and the link to
  // their earlier addresses (person-store.ts).
  const erasedInPart = [
    'payments',
    'orders',
    'memberships',
    'donations',
    'mail_queue',
    'email_changes',
    'earlier_member_addresses',
  ];
  // Kept: what the law requires (a numbered withdrawal, a member's number, the address a donation or an
  // order was corrected to, kept with it as its own is), and a refusal of reminders, which must outlive
  // the erasure to be honoured; the member's number and the refusal until the member's last membership
  // goes at the end of its period (purge.test.ts).
  const kept = ['withdrawals', 'members', 'payment_email_corrections', 'reminder_opt_outs'];
  const withAnAddress = (
    ctx.app.services.db
      .prepare(
        `SELECT DISTINCT m.name AS name FROM sqlite_master m, pragma_table_info(m.name) c
          WHERE m.type = 'table' AND (c.name LIKE '%email%' OR c.name IN ('recipient', 'reply_to'))`,
      )
      .all() as { name: string }[]
  ).map((row) => row.name);
  expect(withAnAddress.sort()).toEqual([...PERSON_TABLES, ...ACCESS_TABLES, ...erasedInPart, ...kept].sort());
});

it('finds and erases an address whatever the case of its accented letters', async () => {
  // Accented letters are allowed in an address; case is not a reason to keep someone's data.
  const typed = 'Élodie.Héraut@Exemple-Café.fr';
  const asked = 'élodie.héraut@exemple-café.fr';
  await sendMessage(ctx, 'museum', { email: typed });
  expect(personData(ctx.app.services, admin, asked).records.messages).toBe(1);
  await erasePersonData(ctx.app.services, admin, asked);
  const left = ctx.app.services.db
    .prepare("SELECT COUNT(*) AS n FROM contact_messages WHERE email LIKE '%raut@%'")
    .get() as { n: number };
  expect(left.n).toBe(0);
  expect(mailRowsOf(typed)).toBe(0);
});

it('finds and erases an address whose accents were typed as letters and combining marks', async () => {
  const typed = 'Zoé.Lefèvre@exemple.fr'.normalize('NFD');
  await sendMessage(ctx, 'museum', { email: typed });
  const asked = 'zoé.lefèvre@exemple.fr';
  expect(asked).not.toBe(typed.toLowerCase());
  expect(personData(ctx.app.services, admin, asked).records.messages).toBe(1);
  await erasePersonData(ctx.app.services, admin, asked);
  expect(personData(ctx.app.services, admin, typed).records.messages).toBe(0);
});

it('names the other ways the person’s mailbox was written, and erases none of them with the address asked', async () => {
  await sendMessage(ctx, 'museum', { email: 'jean.martin@gmail.com' });
  await sendMessage(ctx, 'chetom', { email: 'JeanMartin+archives@gmail.com' });
  await requestTour(ctx, { email: 'j.e.a.n.martin@googlemail.com' });
  // Another person's: outside Gmail a dot is part of the name.
  await sendMessage(ctx, 'museum', { email: 'jean.martin@exemple.fr' });
  await sendMessage(ctx, 'museum', { email: 'jeanmartin@exemple.fr' });
  const found = personData(ctx.app.services, admin, 'Jean.Martin@gmail.com');
  expect(found.records.messages).toBe(1);
  expect(found.sameMailbox).toEqual(['j.e.a.n.martin@googlemail.com', 'jeanmartin+archives@gmail.com']);
  // Shown, each is in the journal under its own reference, as the address searched is.
  const journalled = ctx.app.services.db
    .prepare('SELECT action, subject FROM personal_data_views ORDER BY id DESC LIMIT 3')
    .all()
    .reverse();
  expect(journalled).toEqual([
    {
      action: 'données d’une personne recherchées',
      subject: personReference(ctx.app.services, 'jean.martin@gmail.com'),
    },
    ...found.sameMailbox.map((other) => ({
      action: 'adresse de la même boîte nommée',
      subject: personReference(ctx.app.services, other),
    })),
  ]);
  expect(personData(ctx.app.services, admin, 'jeanmartin@exemple.fr').sameMailbox).toEqual([]);
  await erasePersonData(ctx.app.services, admin, 'jean.martin@gmail.com');
  // What was filed under the other ways stays until it is searched and erased in turn.
  expect(personData(ctx.app.services, admin, 'jeanmartin+archives@gmail.com')).toMatchObject({
    records: { messages: 1 },
    sameMailbox: ['j.e.a.n.martin@googlemail.com'],
  });
});
