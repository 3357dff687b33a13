import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrations } from '../migrations';
import { PAYER_FIELDS, payerColumnOf } from '@mtdm/shared/validation';
import { openDatabase } from '../database';

/** A database file brought to an older version of the schema, as a site running that version left it. */
function databaseAtVersion(file: string, version: number) {
  const old = new Database(file);
  for (const sql of migrations.slice(0, version)) old.exec(sql);
  old.pragma(`user_version = ${version}`);
  return old;
}

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
    expect(() => insert.run('p2', 100, 'remboursé')).toThrow();
    expect(() => insert.run('p3', 100, 'refunded')).not.toThrow();
    db.close();
  });

  it('brings a database of the previous schema to the current one, its payments and what points at them kept', () => {
    const file = path.join(dir, 'previous.sqlite');
    const old = databaseAtVersion(file, 6);
    old
      .prepare(
        "INSERT INTO payments (id, kind, customer_id, provider, amount_cents, status, email, created_at, updated_at, provider_id) VALUES ('pay_1', 'donation', 'c', 'sandbox', 6000, 'paid', 'e', 'now', 'now', 'sb_1')",
      )
      .run();
    old
      .prepare(
        "INSERT INTO issued_documents (payment_id, kind, receipt_year, receipt_sequence, amount_cents, paid_at, issuer, issued_at) VALUES ('pay_1', 'tax-receipt', 2026, 1, 6000, 'now', '{}', 'now')",
      )
      .run();
    old.close();
    const db = openDatabase(file);
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.length);
    expect(db.prepare('SELECT id, status, provider_id FROM payments').all()).toEqual([
      { id: 'pay_1', status: 'paid', provider_id: 'sb_1' },
    ]);
    expect(db.prepare('SELECT payment_id, voided_at FROM issued_documents').all()).toEqual([
      { payment_id: 'pay_1', voided_at: null },
    ]);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('foreign_key_check')).toEqual([]);
    // The references still hold: a document of an unknown payment is refused.
    expect(() =>
      db
        .prepare(
          "INSERT INTO issued_documents (payment_id, kind, amount_cents, paid_at, issuer, subject, issued_at) VALUES ('pay_inconnu', 'membership-attestation', 1, 'now', '{}', '{}', 'now')",
        )
        .run(),
    ).toThrow(/FOREIGN KEY/);
    db.close();
  });

  it('mends the telephone numbers stored before into E.164, and dates a payment from its history', () => {
    const file = path.join(dir, 'phones.sqlite');
    const old = databaseAtVersion(file, 10);
    const insert = old.prepare(
      "INSERT INTO contact_messages (form, first_name, last_name, email, phone, message, created_at) VALUES ('museum', 'A', 'B', 'e', ?, 'm', 'now')",
    );
    for (const phone of [
      '+330494112233',
      '04 94 11 22 33',
      '0033 4 94 11 22 33',
      '+33 611223344',
      '+39 06 1234 5678',
    ])
      insert.run(phone);
    old
      .prepare(
        "INSERT INTO payments (id, kind, customer_id, provider, amount_cents, status, email, created_at, updated_at) VALUES ('pay_2', 'shop', 'c', 'sandbox', 100, 'refunded', 'e', '2026-01-01', '2026-03-01')",
      )
      .run();
    const event = old.prepare(
      'INSERT INTO payment_events (payment_id, status, source, created_at) VALUES (?, ?, ?, ?)',
    );
    event.run('pay_2', 'paid', 'confirmation', '2026-01-02');
    event.run('pay_2', 'refunded', 'bénévole:boutique@example.org', '2026-03-01');
    old.close();
    const db = openDatabase(file);
    expect(
      (db.prepare('SELECT phone FROM contact_messages ORDER BY id').all() as { phone: string }[]).map(
        (row) => row.phone,
      ),
    ).toEqual(['+33494112233', '+33494112233', '+33494112233', '+33611223344', '+390612345678']);
    expect(
      db.prepare("SELECT paid_at, refunded_at, refunded_by FROM payments WHERE id = 'pay_2'").get(),
    ).toEqual({
      paid_at: '2026-01-02',
      refunded_at: '2026-03-01',
      refunded_by: 'bénévole:boutique@example.org',
    });
    db.close();
  });
  it('keeps the counts of the limits when their table takes its new name, and refuses an unknown kind', () => {
    const file = path.join(dir, 'counts.sqlite');
    const old = databaseAtVersion(file, 25);
    old
      .prepare(
        "INSERT INTO link_mails (kind, target_digest, sent_at) VALUES ('booking-connection', 'ab', 'now')",
      )
      .run();
    old.close();
    const db = openDatabase(file);
    expect(db.prepare('SELECT kind, target_digest FROM limit_counts').all()).toEqual([
      { kind: 'booking-connection', target_digest: 'ab' },
    ]);
    expect(
      db.prepare("SELECT name FROM sqlite_master WHERE tbl_name = 'limit_counts' AND type = 'index'").all(),
    ).toEqual([{ name: 'limit_counts_target' }]);
    expect(() =>
      db
        .prepare("INSERT INTO limit_counts (kind, target_digest, sent_at) VALUES ('other', 'ab', 'now')")
        .run(),
    ).toThrow(/CHECK/);
    db.close();
  });

  it('folds accented capitals in lower(), and folds again the addresses kept in lower case before', () => {
    const file = path.join(dir, 'folded.sqlite');
    const old = databaseAtVersion(file, 31);
    // What SQLite's own lower() kept: the capital É left as it was.
    old.prepare("INSERT INTO reminder_opt_outs (email, opted_out_at) VALUES ('Élodie@cafÉ.fr', 'now')").run();
    old
      .prepare(
        "INSERT INTO reminder_opt_outs (email, opted_out_at) VALUES ('Ève@exemple.fr', 'now'), ('ève@exemple.fr', 'now')",
      )
      .run();
    old
      .prepare(
        "INSERT INTO members (email, assigned_at, assigned_by) VALUES ('Élodie@cafÉ.fr', 'now', 'a@b.fr')",
      )
      .run();
    old
      .prepare(
        "INSERT INTO newsletter_subscribers (email, consent_version, consent_text, requested_at) VALUES ('Élodie@Café.fr', 'v1', 'oui', 'now')",
      )
      .run();
    old.close();
    const db = openDatabase(file);
    expect(db.prepare('SELECT email FROM newsletter_subscribers').all()).toEqual([
      { email: 'élodie@café.fr' },
    ]);
    expect(db.prepare("SELECT lower('Élodie.HÉRAUT@Café.FR') AS folded").get()).toEqual({
      folded: 'élodie.héraut@café.fr',
    });
    expect(db.prepare('SELECT email FROM reminder_opt_outs ORDER BY email').all()).toEqual([
      { email: 'ève@exemple.fr' },
      { email: 'élodie@café.fr' },
    ]);
    expect(db.prepare('SELECT number, email FROM members').all()).toEqual([
      { number: 1, email: 'élodie@café.fr' },
    ]);
    db.close();
  });

  it('gives the association’s mails about a payer sent before the payer’s address to reply to', () => {
    const file = path.join(dir, 'replies.sqlite');
    const old = databaseAtVersion(file, 33);
    const insert = old.prepare(
      "INSERT INTO mail_queue (recipient, subject, body, reply_to, next_attempt_at, created_at) VALUES (?, ?, ?, ?, 'now', 'now')",
    );
    const mails: [string, string, string, string | null][] = [
      // As the payment mails wrote the line since their typography was mended, and before.
      [
        'association@b.fr',
        'Nouveau don payé',
        'Nom\u00a0: Roux\nAdresse e-mail\u00a0: Helene.Roux@b.fr\nDon\u00a0: 50 €',
        null,
      ],
      ['association@b.fr', 'Commande payée', 'Client : Marc Blanc\nAdresse e-mail : marc@b.fr', null],
      // The payer's own copy, a message's mail that has its answer already, a mail with no address.
      ['helene.roux@b.fr', 'Merci pour votre don', 'Adresse e-mail\u00a0: helene.roux@b.fr\n', null],
      ['musee@b.fr', 'Nouveau message', 'Adresse e-mail\u00a0: paul@b.fr\n', 'paul@b.fr'],
      ['association@b.fr', 'Paiement remboursé', 'Documents annulés : aucun.', null],
    ];
    for (const mail of mails) insert.run(...mail);
    old.close();
    const db = openDatabase(file);
    expect(db.prepare('SELECT reply_to AS replyTo FROM mail_queue ORDER BY id').all()).toEqual([
      { replyTo: 'Helene.Roux@b.fr' },
      { replyTo: 'marc@b.fr' },
      { replyTo: null },
      { replyTo: 'paul@b.fr' },
      { replyTo: null },
    ]);
    db.close();
  });

  it('keeps the mails and their numbers, and never gives the number of a mail deleted to another', () => {
    const file = path.join(dir, 'numbered.sqlite');
    const old = databaseAtVersion(file, 34);
    const mail = old.prepare(
      "INSERT INTO mail_queue (recipient, subject, body, reply_to, next_attempt_at, created_at) VALUES (?, 's', 'b', ?, 'now', 'now')",
    );
    mail.run('a@b.fr', null);
    mail.run('c@b.fr', 'd@b.fr');
    // Before: the last mail deleted, the next one took its number.
    old.prepare('DELETE FROM mail_queue WHERE id = 2').run();
    expect(mail.run('e@b.fr', null).lastInsertRowid).toBe(2);
    old.close();
    const db = openDatabase(file);
    expect(db.prepare('SELECT id, recipient FROM mail_queue ORDER BY id').all()).toEqual([
      { id: 1, recipient: 'a@b.fr' },
      { id: 2, recipient: 'e@b.fr' },
    ]);
    db.prepare('DELETE FROM mail_queue WHERE id = 2').run();
    const next = db
      .prepare(
        "INSERT INTO mail_queue (recipient, subject, body, next_attempt_at, created_at) VALUES ('f@b.fr', 's', 'b', 'now', 'now')",
      )
      .run();
    expect(next.lastInsertRowid).toBe(3);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'mail_queue_due'").all()).toHaveLength(1);
    db.close();
  });

  it('finds the earlier addresses of the members who changed theirs before, with the moment they left', () => {
    const file = path.join(dir, 'earlier.sqlite');
    const old = databaseAtVersion(file, 35);
    const pay = old.prepare(
      "INSERT INTO payments (id, kind, customer_id, provider, amount_cents, status, email, created_at, updated_at, paid_at) VALUES (?, 'membership', ?, 'sandbox', 3000, 'paid', ?, ?, ?, ?)",
    );
    const join = old.prepare(
      `INSERT INTO memberships (payment_id, first_name, last_name, email, mobile_number, address, city, postcode,
         birth_date, birth_place, status, grade, arm, activity_status, membership_type, fee_cents, donation_cents,
         amount_cents, created_at)
       VALUES (?, 'A', 'B', ?, '+33600000000', '1 rue', 'Fréjus', '83600', '1950-01-01', 'Paris', 'civil', '', '', '', 'individual', 3000, 0, 3000, 'now')`,
    );
    const membership = (id: string, paidBy: string, now: string, paidAt: string) => {
      pay.run(id, `c-${id}`, paidBy, paidAt, paidAt, paidAt);
      join.run(id, now);
    };
    // Two memberships paid from an address, then moved to a new one a day ago (its link still kept);
    // one moved long ago (its link forgotten); one that never moved.
    membership('p1', 'Avant@b.fr', 'apres@b.fr', '2025-03-01T10:00:00.000Z');
    membership('p2', 'avant@b.fr', 'apres@b.fr', '2026-03-01T10:00:00.000Z');
    membership('p3', 'jadis@b.fr', 'maintenant@b.fr', '2024-05-01T10:00:00.000Z');
    membership('p4', 'reste@b.fr', 'reste@b.fr', '2026-01-01T10:00:00.000Z');
    old
      .prepare(
        "INSERT INTO email_changes (digest, from_email, to_email, session_digest, expires_at, used_at, created_at) VALUES ('d', 'avant@b.fr', 'apres@b.fr', 's', 'x', '2026-11-30T08:00:00.000Z', 'y')",
      )
      .run();
    // Mail to each earlier address before its change, then after it (someone else's, perhaps).
    const mail = old.prepare(
      "INSERT INTO mail_queue (id, recipient, subject, body, next_attempt_at, created_at) VALUES (?, ?, 's', 'b', 'now', ?)",
    );
    mail.run(10, 'avant@b.fr', '2026-11-30T07:59:00.000Z');
    mail.run(11, 'jadis@b.fr', '2024-05-01T09:00:00.000Z');
    mail.run(12, 'avant@b.fr', '2026-11-30T09:00:00.000Z');
    mail.run(13, 'jadis@b.fr', '2025-01-01T09:00:00.000Z');
    old.close();
    const db = openDatabase(file);
    expect(
      db
        .prepare(
          'SELECT email, until, last_mail AS lastMail, member_email AS member FROM earlier_member_addresses ORDER BY email',
        )
        .all(),
    ).toEqual([
      { email: 'avant@b.fr', until: '2026-11-30T08:00:00.000Z', lastMail: 10, member: 'apres@b.fr' },
      { email: 'jadis@b.fr', until: '2024-05-01T10:00:00.000Z', lastMail: 11, member: 'maintenant@b.fr' },
    ]);
    db.close();
  });

  it('lets an address hold several members’ numbers, each kept, none drawn again', () => {
    const file = path.join(dir, 'members.sqlite');
    const old = databaseAtVersion(file, 44);
    const draw = old.prepare(
      "INSERT INTO members (email, assigned_at, assigned_by) VALUES (?, ?, 'adhesions@b.fr')",
    );
    draw.run('foyer@b.fr', '2026-01-01');
    draw.run('autre@b.fr', '2026-01-02');
    draw.run('parti@b.fr', '2026-01-03');
    // The last number drawn was purged with its member's memberships.
    old.prepare('DELETE FROM members WHERE number = 3').run();
    old.close();
    const db = openDatabase(file);
    expect(db.prepare('SELECT number, email, assigned_at AS at FROM members ORDER BY number').all()).toEqual([
      { number: 1, email: 'foyer@b.fr', at: '2026-01-01' },
      { number: 2, email: 'autre@b.fr', at: '2026-01-02' },
    ]);
    const second = db
      .prepare("INSERT INTO members (email, assigned_at, assigned_by) VALUES ('foyer@b.fr', 'now', 'a@b.fr')")
      .run();
    expect(second.lastInsertRowid).toBe(4);
    expect(() => db.prepare("UPDATE members SET assigned_by = 'x' WHERE number = 1").run()).toThrow(
      'Un numéro d’adhérent ne change jamais',
    );
    db.close();
  });

  it('keeps a stop of the reminders asked before as the whole address’s, and lets each member stop theirs', () => {
    const file = path.join(dir, 'opt-outs.sqlite');
    const old = databaseAtVersion(file, 45);
    old
      .prepare("INSERT INTO reminder_opt_outs (email, opted_out_at) VALUES ('foyer@b.fr', '2026-03-01')")
      .run();
    old.close();
    const db = openDatabase(file);
    const stop = db.prepare(
      "INSERT OR IGNORE INTO reminder_opt_outs (email, member, opted_out_at) VALUES (?, ?, 'now')",
    );
    stop.run('couple@b.fr', 'paul martin');
    stop.run('couple@b.fr', 'marie martin');
    expect(stop.run('couple@b.fr', 'paul martin').changes).toBe(0);
    expect(
      db
        .prepare('SELECT email, member, opted_out_at AS at FROM reminder_opt_outs ORDER BY email, member')
        .all(),
    ).toEqual([
      { email: 'couple@b.fr', member: 'marie martin', at: 'now' },
      { email: 'couple@b.fr', member: 'paul martin', at: 'now' },
      { email: 'foyer@b.fr', member: '', at: '2026-03-01' },
    ]);
    db.close();
  });

  it('gives the withdrawals kept before it the keys of their reference, address and mailbox, then guards them', () => {
    const file = path.join(dir, 'withdrawal-keys.sqlite');
    const old = databaseAtVersion(file, 50);
    old
      .prepare(
        `INSERT INTO withdrawals (reference, order_reference, first_name, last_name, email, items, received_at)
         VALUES ('RET-2026-000001', ' ma commande cmd 1a2b3c4d5e ', 'Marie', 'Lefèvre', 'Marie.Lefevre+Boutique@GoogleMail.com', '1 mug', 'now')`,
      )
      .run();
    old.close();
    const db = openDatabase(file);
    expect(db.prepare('SELECT email, reference_key, mailbox_key FROM withdrawals').get()).toEqual({
      email: 'Marie.Lefevre+Boutique@GoogleMail.com',
      reference_key: 'CMD-1A2B3C4D5E',
      mailbox_key: 'marielefevre@gmail.com',
    });
    for (const column of ['reference_key', 'mailbox_key'])
      expect(() => db.prepare(`UPDATE withdrawals SET ${column} = 'x'`).run()).toThrow(
        'Une rétractation numérotée ne change jamais',
      );
    db.close();
  });

  it('rids the journal of the file names applicants gave, and keeps it written once', () => {
    const file = path.join(dir, 'journal.sqlite');
    const old = databaseAtVersion(file, 32);
    const insert = old.prepare(
      "INSERT INTO personal_data_views (volunteer, action, subject, viewed_at) VALUES ('musee@b.fr', ?, 'CAND-00001', 'now')",
    );
    // As the journal wrote them (a no-break space before the colon), and as migration 10 looked for them.
    for (const action of [
      'fichier téléchargé\u00a0: CV Hélène Roux.pdf',
      'fichier téléchargé : lettre-roux.pdf',
      'fichier téléchargé\u00a0: CV',
      'candidature consultée',
    ])
      insert.run(action);
    old.close();
    const db = openDatabase(file);
    expect(db.prepare('SELECT action FROM personal_data_views ORDER BY id').all()).toEqual([
      { action: 'fichier d’une candidature téléchargé' },
      { action: 'fichier d’une candidature téléchargé' },
      { action: 'fichier téléchargé\u00a0: CV' },
      { action: 'candidature consultée' },
    ]);
    expect(() => db.prepare("UPDATE personal_data_views SET action = 'autre'").run()).toThrow(
      'Une ligne du journal des consultations ne se réécrit pas',
    );
    db.close();
  });
});
