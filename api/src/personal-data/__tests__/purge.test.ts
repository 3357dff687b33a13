// Personal data kept only as long as its period, rows and files together.
import fs from 'node:fs';
import path from 'node:path';
import { retentionPeriods } from '@mtdm/shared/site';
import { databaseFilesHold } from '../../__tests__/support/database-files';
import { createTestContext, multipart, TEST_NOW, type TestContext } from '../../__tests__/support/harness';
import {
  applicationForm,
  cartLine,
  contactPaths,
  contactPayloads,
  donationPayload,
  shopPayload,
  configuredIssuerEnv,
} from '../../__tests__/support/fixtures';
import { payMembership, paymentCalls } from '../../__tests__/support/payment-calls';
import { claimReminder, stopReminders } from '../../member-area/reminder-store';
import { recordEarlierAddress } from '../../memberships/member-address-store';
import { memberNumberFor, recordMemberNameCorrection, setMemberNumber } from '../../memberships/member-store';
import { rewriteHistory } from '../../__tests__/support/rewrite-history';
import { loadConfig } from '../../config';
import { deploymentsOf, insertDeployment } from '../../deployments/deployment-store';
import { markRefunded } from '../../payments/payment-store';
import { purgeExpired } from '../purge';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 3600_000;
/** Just over `years` before the server's clock (TEST_NOW), the one the purge counts from. */
const yearsAgo = (years: number) => new Date(Date.parse(TEST_NOW) - years * YEAR_MS - DAY_MS).toISOString();
/**
 * A payment's age past its ten years: the database's own guard (migration 30) counts them by the
 * machine's clock, so that a server's clock set wrong cannot delete a record; past them by both.
 */
const recordYearsAgo = (years: number) =>
  new Date(Math.min(Date.parse(TEST_NOW), Date.now()) - years * YEAR_MS - DAY_MS).toISOString();

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(configuredIssuerEnv(), { smtpUrl: undefined });
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
  rewriteHistory(ctx.app.services.db, () =>
    ctx.app.services.db.prepare(`UPDATE ${table} SET ${column} = ? WHERE ${where}`).run(when),
  );

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
    for (const table of ['payments', 'sandbox_payments']) age(table, 'created_at', recordYearsAgo(10));
    await ctx.flushMail();
    age('mail_queue', 'sent_at', yearsAgo(1), 'sent_at IS NOT NULL');
    // …and recent ones.
    const recentFile = await apply();
    await ctx.app.inject({ method: 'POST', url: contactPaths.museum, payload: contactPayloads.museum });
    // The count of an acknowledgement to an address (a keyed digest), two days old: past every limit.
    const recentCounts = ctx.count('limit_counts');
    ctx.app.services.db
      .prepare(
        "INSERT INTO limit_counts (kind, target_digest, sent_at) VALUES ('acknowledgement', 'ab12', ?)",
      )
      .run(new Date(Date.parse(TEST_NOW) - 2 * 24 * 60 * 60 * 1000).toISOString());

    const counts = purgeExpired(ctx.app.services.db, ctx.config, new Date(TEST_NOW));
    expect(counts).toMatchObject({
      jobApplications: 1,
      applicationFiles: 1,
      contactMessages: 1,
      tourRequests: 0,
      payments: 2,
      withdrawals: 0,
    });
    expect(counts.sentMail).toBeGreaterThan(0);
    expect(counts.mailCounts).toBe(1);
    expect(ctx.count('limit_counts')).toBe(recentCounts);
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
    expect(
      Object.values(purgeExpired(ctx.app.services.db, ctx.config, new Date(TEST_NOW))).every((n) => n === 0),
    ).toBe(true);
  });

  it('leaves no byte of a purged message in the database’s files, free space and journal included', async () => {
    const words = 'Un message dont le délai de conservation est passé, repère 7Q3';
    await ctx.app.inject({
      method: 'POST',
      url: contactPaths.chetom,
      payload: { ...contactPayloads.chetom, message: words },
    });
    await ctx.flushMail();
    // The message and the mail that brought it to the association, both past their periods.
    age('contact_messages', 'created_at', yearsAgo(3), `message = '${words}'`);
    age('mail_queue', 'sent_at', yearsAgo(3), 'sent_at IS NOT NULL');
    expect(databaseFilesHold(ctx.config.databasePath, words)).toBe(true);
    expect(purgeExpired(ctx.app.services.db, ctx.config, new Date(TEST_NOW)).contactMessages).toBe(1);
    expect(databaseFilesHold(ctx.config.databasePath, words)).toBe(false);
  });

  it('keeps a payment never paid three months after its last state, a paid or refunded one ten years', async () => {
    const fresh = await createTestContext({}, { smtpUrl: undefined });
    try {
      const calls = paymentCalls(() => fresh);
      const started = async (kind: 'shop' | 'donation', customer: string) => {
        const payload =
          kind === 'shop'
            ? shopPayload([cartLine('casquette-ancre-d-or', 1)], 24.75, 6.75, customer)
            : donationPayload({ customer_id: customer });
        return ((await calls.start(kind, payload)).json() as { payment_id: string }).payment_id;
      };
      const abandonedOrder = await started('shop', 'customer_1700000000000_1');
      const cancelledDonation = await started('donation', 'don_1700000000000_2');
      await calls.sandbox(cancelledDonation, 'cancel');
      const paidDonation = await started('donation', 'don_1700000000000_3');
      await calls.sandbox(paidDonation, 'pay');
      await calls.confirm('donation', paidDonation, 'don_1700000000000_3');
      const recentAbandoned = await started('donation', 'don_1700000000000_4');
      // An order paid, then refunded four months ago: a sale and its refund, both in the accounts.
      const refundedOrder = await started('shop', 'customer_1700000000000_5');
      await calls.sandbox(refundedOrder, 'pay');
      await calls.confirm('shop', refundedOrder, 'customer_1700000000000_5');
      const fourMonthsAgo = new Date(Date.parse(TEST_NOW) - 122 * 24 * 3600_000).toISOString();
      const db = fresh.app.services.db;
      expect(markRefunded(db, refundedOrder, 'test', fourMonthsAgo)).toBe(true);
      rewriteHistory(db, () => {
        for (const id of [abandonedOrder, cancelledDonation, paidDonation, refundedOrder])
          db.prepare('UPDATE payments SET created_at = ?, updated_at = ? WHERE id = ?').run(
            fourMonthsAgo,
            fourMonthsAgo,
            id,
          );
      });

      const counts = purgeExpired(db, fresh.config, new Date(TEST_NOW));
      expect(counts.unpaidPayments).toBe(2);
      const kept = (db.prepare('SELECT id FROM payments ORDER BY id').all() as { id: string }[]).map(
        (row) => row.id,
      );
      expect(kept.sort()).toEqual([paidDonation, recentAbandoned, refundedOrder].sort());
      // The payer's details went with them: the address, the phone, the birth date and place. The
      // refunded order keeps its own, and its lines.
      expect(db.prepare('SELECT payment_id FROM orders').all()).toEqual([{ payment_id: refundedOrder }]);
      expect(fresh.count('order_lines')).toBe(1);
      expect(db.prepare('SELECT payment_id FROM donations ORDER BY payment_id').all()).toEqual(
        [paidDonation, recentAbandoned].sort().map((payment_id) => ({ payment_id })),
      );
      expect(
        db
          .prepare('SELECT COUNT(*) AS n FROM payment_events WHERE payment_id IN (?, ?)')
          .get(abandonedOrder, cancelledDonation),
      ).toEqual({ n: 0 });
    } finally {
      await fresh.close();
    }
  });

  it('forgets a line of the journal of releases, which names who built it, after a year', () => {
    const { db } = ctx.app.services;
    const line = (builder: string, at: string) =>
      insertDeployment(db, {
        module: 'mfe-shop',
        action: 'deploy',
        version: builder,
        tokenName: 'boutique',
        commit: null,
        result: 'live',
        message: null,
        startedAt: at,
        builder,
      });
    line('claire@poste-boutique', yearsAgo(1));
    line('paul@poste-boutique', new Date(TEST_NOW).toISOString());
    rewriteHistory(db, () =>
      db
        .prepare("UPDATE deployments SET finished_at = started_at WHERE builder = 'claire@poste-boutique'")
        .run(),
    );
    expect(purgeExpired(db, ctx.config, new Date(TEST_NOW)).deployments).toBe(1);
    expect(deploymentsOf(db, 'mfe-shop').map((deployment) => deployment.builder)).toEqual([
      'paul@poste-boutique',
    ]);
  });

  it('ends stale sign-ins and dead address changes even when nobody signs in again', () => {
    const { db } = ctx.app.services;
    const hoursAgo = (hours: number) => new Date(Date.parse(TEST_NOW) - hours * 3600_000).toISOString();
    const link = db.prepare(
      `INSERT INTO sign_in_links (digest, audience, email, expires_at, created_at) VALUES (?, 'member', ?, ?, ?)`,
    );
    link.run('lien-expire', 'lien.expire@example.net', hoursAgo(1), hoursAgo(2));
    link.run('lien-valable', 'lien.valable@example.net', hoursAgo(-0.2), hoursAgo(0));
    const session = db.prepare(
      `INSERT INTO sessions (digest, audience, email, created_at, last_seen_at) VALUES (?, 'volunteer', ?, ?, ?)`,
    );
    session.run('session-oubliee', 'session.oubliee@example.net', hoursAgo(10), hoursAgo(9));
    session.run('session-vivante', 'session.vivante@example.net', hoursAgo(1), hoursAgo(0));
    const change = db.prepare(
      `INSERT INTO email_changes (digest, from_email, to_email, session_digest, expires_at, created_at)
       VALUES (?, ?, ?, 's', ?, ?)`,
    );
    change.run('changement-mort', 'ancienne@example.net', 'nouvelle@example.net', hoursAgo(25), hoursAgo(49));
    change.run('changement-du-jour', 'avant@example.net', 'apres@example.net', hoursAgo(-20), hoursAgo(4));

    expect(purgeExpired(db, ctx.config, new Date(TEST_NOW)).signIns).toBe(3);
    const left = (sql: string) => (db.prepare(sql).all() as { email: string }[]).map((row) => row.email);
    expect(left("SELECT email FROM sign_in_links WHERE email LIKE 'lien.%'")).toEqual([
      'lien.valable@example.net',
    ]);
    expect(left("SELECT email FROM sessions WHERE email LIKE 'session.%'")).toEqual([
      'session.vivante@example.net',
    ]);
    expect(left('SELECT from_email AS email FROM email_changes')).toEqual(['avant@example.net']);
  });

  it('counts a message’s or a tour request’s period from its last exchange, not from its arrival', () => {
    const { db } = ctx.app.services;
    const message = db.prepare(
      `INSERT INTO contact_messages (form, first_name, last_name, email, message, created_at, handled_at)
       VALUES ('museum', 'Nom', 'Prénom', ?, 'Bonjour', ?, ?)`,
    );
    message.run('repondu.l.an.dernier@example.net', yearsAgo(3), yearsAgo(1));
    message.run('repondu.il.y.a.longtemps@example.net', yearsAgo(4), yearsAgo(3));
    const tour = db.prepare(
      `INSERT INTO tour_requests (first_name, last_name, email, phone, visit_date, visit_time, group_size, special_requests, created_at, decision, decided_at)
       VALUES ('Nom', 'Prénom', ?, '0600000000', '2024-05-02', '10:00', 12, '', ?, 'confirmed', ?)`,
    );
    tour.run('decidee.l.an.dernier@example.net', yearsAgo(3), yearsAgo(1));
    tour.run('decidee.il.y.a.longtemps@example.net', yearsAgo(4), yearsAgo(3));
    // Confirmed long ago, cancelled last year: its last exchange is the cancellation.
    tour.run('annulee.l.an.dernier@example.net', yearsAgo(4), yearsAgo(3));
    db.prepare(
      `UPDATE tour_requests SET decision = 'declined', decline_reason = 'Travaux', cancelled_at = ?, cancelled_by = 'musee@example.org'
        WHERE email = 'annulee.l.an.dernier@example.net'`,
    ).run(yearsAgo(1));
    expect(purgeExpired(db, ctx.config, new Date(TEST_NOW))).toMatchObject({
      contactMessages: 1,
      tourRequests: 1,
    });
    const left = (table: string) =>
      (db.prepare(`SELECT email FROM ${table} WHERE email LIKE '%.l%'`).all() as { email: string }[]).map(
        (row) => row.email,
      );
    expect(left('contact_messages')).toEqual(['repondu.l.an.dernier@example.net']);
    expect(left('tour_requests')).toEqual([
      'decidee.l.an.dernier@example.net',
      'annulee.l.an.dernier@example.net',
    ]);
  });

  it('forgets a membership ten years on: its reminders, its member’s number and addresses, their refusal of reminders', async () => {
    const fresh = await createTestContext(configuredIssuerEnv(), { smtpUrl: undefined });
    try {
      const { db } = fresh.app.services;
      const now = new Date(TEST_NOW).toISOString();
      const member = async (email: string) => {
        const paymentId = await payMembership(fresh, email);
        setMemberNumber(db, paymentId, memberNumberFor(db, paymentId, 'adhesions@example.org', now));
        expect(claimReminder(db, paymentId, '30-days', now)).toBe(true);
        stopReminders(db, email, now);
        return paymentId;
      };
      const former = await member('ancien.adherent@example.com');
      // Their name was corrected once: the correction goes with the membership.
      recordMemberNameCorrection(db, former, {
        firstName: 'Ancien',
        lastName: 'Adhérent',
        reason: 'Nom mal écrit',
        by: 'adhesions@example.org',
        at: now,
      });
      await member('adherent.recent@example.com');
      // Each had another address before; the former member's goes with their last membership.
      for (const change of [
        { from: 'ancienne.boite@example.com', to: 'ancien.adherent@example.com' },
        { from: 'boite.precedente@example.com', to: 'adherent.recent@example.com' },
      ])
        recordEarlierAddress(db, change, { until: now, lastMail: 0 });
      // A faithful member: their first membership, numbered, is ten years old; a later one, which
      // no volunteer numbered, keeps their number alive.
      const first = await member('adherent.fidele@example.com');
      const later = await payMembership(fresh, 'adherent.fidele@example.com');
      rewriteHistory(db, () => {
        for (const id of [former, first])
          db.prepare('UPDATE payments SET created_at = ? WHERE id = ?').run(recordYearsAgo(10), id);
        db.prepare('UPDATE memberships SET member_number = NULL WHERE payment_id = ?').run(later);
      });

      const counts = purgeExpired(db, fresh.config, new Date(TEST_NOW));
      expect(counts.payments).toBe(2);
      expect(counts.formerMembers).toBe(1);
      expect(
        db.prepare("SELECT number FROM members WHERE email = 'adherent.fidele@example.com'").get(),
      ).toEqual({
        number: 3,
      });
      const emails = (table: string) =>
        (
          db.prepare(`SELECT DISTINCT lower(email) AS email FROM ${table} ORDER BY 1`).all() as {
            email: string;
          }[]
        ).map((row) => row.email);
      for (const table of ['memberships', 'members', 'reminder_opt_outs'])
        expect(emails(table)).toEqual(['adherent.fidele@example.com', 'adherent.recent@example.com']);
      expect(db.prepare('SELECT email, member_email AS member FROM earlier_member_addresses').all()).toEqual([
        { email: 'boite.precedente@example.com', member: 'adherent.recent@example.com' },
      ]);
      for (const table of ['membership_reminders', 'member_name_corrections'])
        expect(db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE payment_id = ?`).get(former)).toEqual({
          n: 0,
        });
      // Whoever joins again later is a new member: the old number is never given again.
      const again = await payMembership(fresh, 'ancien.adherent@example.com');
      expect(memberNumberFor(db, again, 'adhesions@example.org', now)).toBe(4);
      expect(again).not.toBe(former);
    } finally {
      await fresh.close();
    }
  });

  it('forgets a conference’s bookings a month after it is held, the older bookings by their age', () => {
    const { db } = ctx.app.services;
    const daysAgo = (days: number) =>
      new Date(Date.parse(TEST_NOW) - days * 24 * 3600_000).toISOString().slice(0, 10);
    const booking = db.prepare(
      `INSERT INTO conference_bookings (conference_id, name, email, seats, status, cancel_digest, created_at, conference_day)
       VALUES ('c', 'Nom', ?, 1, 'confirmed', ?, ?, ?)`,
    );
    booking.run(
      'tenue.il.y.a.longtemps@example.net',
      'd1',
      yearsAgo(0),
      daysAgo(retentionPeriods.conferenceBookings.days + 1),
    );
    booking.run(
      'tenue.recemment@example.net',
      'd2',
      yearsAgo(0),
      daysAgo(retentionPeriods.conferenceBookings.days - 2),
    );
    booking.run('a.venir@example.net', 'd3', yearsAgo(1), daysAgo(-200));
    // Made before a booking kept its conference's day: as long as a contact message.
    booking.run('ancienne.sans.jour@example.net', 'd4', yearsAgo(3), null);
    booking.run('recente.sans.jour@example.net', 'd5', yearsAgo(1), null);
    expect(purgeExpired(db, ctx.config, new Date(TEST_NOW)).conferenceBookings).toBe(2);
    expect(
      (db.prepare('SELECT email FROM conference_bookings ORDER BY email').all() as { email: string }[]).map(
        (row) => row.email,
      ),
    ).toEqual(['a.venir@example.net', 'recente.sans.jour@example.net', 'tenue.recemment@example.net']);
  });

  it('forgets an address three years after it left the newsletter, never while it stays subscribed', () => {
    const { db } = ctx.app.services;
    const subscriber = db.prepare(
      `INSERT INTO newsletter_subscribers (email, consent_version, consent_text, requested_at, confirmed_at, unsubscribed_at)
       VALUES (?, 'v', 'texte', ?, ?, ?)`,
    );
    subscriber.run('partie.longtemps@example.net', yearsAgo(6), yearsAgo(6), yearsAgo(3));
    subscriber.run('partie.recemment@example.net', yearsAgo(6), yearsAgo(6), yearsAgo(2));
    subscriber.run('abonnee.fidele@example.net', yearsAgo(9), yearsAgo(9), null);
    expect(purgeExpired(db, ctx.config, new Date(TEST_NOW)).unsubscribedAddresses).toBe(1);
    expect(
      (
        db.prepare('SELECT email FROM newsletter_subscribers ORDER BY email').all() as { email: string }[]
      ).map((row) => row.email),
    ).toEqual(['abonnee.fidele@example.net', 'partie.recemment@example.net']);
  });

  it('knows how the rows of every table come to an end: a new table cannot be forgotten', () => {
    // What ends each table's rows: a period of the purge (retentionPeriods), the record they belong
    // to, or nothing, when the table names no one. The members were once kept for ever for want of
    // this list: a table added to the schema fails here until its end is decided and written.
    const endOf: Readonly<Record<string, string>> = {
      application_files: 'with their application',
      booking_requests: 'BOOKING_CONFIRM_HOURS',
      browser_errors: 'BROWSER_ERROR_DAYS (scrubbed of names anyway)',
      conference_bookings: 'conferenceBookings, after the conference',
      contact_messages: 'contactAndTourRequests, after the last exchange',
      delivery_corrections: 'with their order',
      deployments: 'deploymentJournal',
      documents_waiting: 'with their payment',
      donations: 'with their payment',
      donor_corrections: 'with their payment',
      payment_email_corrections: 'with their payment',
      earlier_member_addresses: 'with the last membership of their account',
      email_changes: 'a day after their link died',
      issued_documents: 'with their payment',
      job_applications: 'jobApplications',
      limit_counts: 'MAIL_COUNT_DAYS (keyed digests)',
      mail_queue: 'sentMail',
      member_contact_corrections: 'with their payment',
      member_email_corrections: 'with their payment',
      member_name_corrections: 'with their payment',
      member_number_corrections: 'with their payment',
      members: 'with their last membership',
      membership_reminders: 'with their payment',
      memberships: 'with their payment',
      newsletter_subscribers: 'NEWSLETTER_CONFIRM_DAYS unconfirmed, newsletterUnsubscribed after leaving',
      order_lines: 'with their order',
      order_refund_lines: 'with their refund, with their order',
      order_refunds: 'with their order',
      shipment_corrections: 'with their order',
      orders: 'with their payment',
      payment_events: 'with their payment',
      payment_starts: 'after a day (MAIL_COUNT_DAYS), naming no connection but by a keyed digest',
      payments: 'paymentRecords once paid or refunded, unpaidPayments otherwise',
      personal_data_views: 'personalDataViews',
      purge_runs: 'one row, naming no one',
      reminder_opt_outs: 'with the last membership of their address',
      sandbox_payments: 'with our payments (names no one)',
      sessions: 'when over (idle, too old)',
      sign_in_links: 'when used or expired',
      tour_requests: 'contactAndTourRequests, after the decision',
      withdrawals: 'paymentRecords',
      withdrawal_decisions: 'with their order, or their withdrawal',
    };
    const tables = (
      ctx.app.services.db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .all() as { name: string }[]
    ).map((row) => row.name);
    expect(tables.sort()).toEqual(Object.keys(endOf).sort());
  });

  it('takes its periods from @mtdm/shared, each configurable', () => {
    expect(loadConfig({}).retentionDays).toEqual({
      jobApplications: retentionPeriods.jobApplications.days,
      contactAndTourRequests: retentionPeriods.contactAndTourRequests.days,
      paymentRecords: retentionPeriods.paymentRecords.days,
      unpaidPayments: retentionPeriods.unpaidPayments.days,
      sentMail: retentionPeriods.sentMail.days,
      personalDataViews: retentionPeriods.personalDataViews.days,
      deploymentJournal: retentionPeriods.deploymentJournal.days,
      conferenceBookings: retentionPeriods.conferenceBookings.days,
      newsletterUnsubscribed: retentionPeriods.newsletterUnsubscribed.days,
    });
    expect(loadConfig({ RETENTION_PERSONAL_DATA_VIEWS_DAYS: '180' }).retentionDays.personalDataViews).toBe(
      180,
    );
    expect(loadConfig({ RETENTION_UNPAID_PAYMENTS_DAYS: '30' }).retentionDays.unpaidPayments).toBe(30);
    expect(loadConfig({ RETENTION_CONTACTS_DAYS: '400' }).retentionDays.contactAndTourRequests).toBe(400);
  });

  it('shortens a period if asked, never lengthens one past what the legal page states', () => {
    expect(() => loadConfig({ RETENTION_CONTACTS_DAYS: '1096' })).toThrow(
      'RETENTION_CONTACTS_DAYS : 1095 jours au plus (reçu « 1096 ») ; les informations légales annoncent trois ans.',
    );
    expect(() => loadConfig({ RETENTION_SENT_MAIL_DAYS: '3650' })).toThrow(
      'RETENTION_SENT_MAIL_DAYS : 365 jours au plus',
    );
    expect(loadConfig({ RETENTION_SENT_MAIL_DAYS: '365' }).retentionDays.sentMail).toBe(365);
    // A slip is refused rather than read as the default; an empty setting is no setting.
    for (const slip of ['30j', '0', '12.5', '-5'])
      expect(() => loadConfig({ RETENTION_CONTACTS_DAYS: slip })).toThrow(
        `RETENTION_CONTACTS_DAYS : un nombre entier de jours, 1 au moins, est attendu (reçu « ${slip} »).`,
      );
    expect(loadConfig({ RETENTION_CONTACTS_DAYS: '' }).retentionDays.contactAndTourRequests).toBe(1095);
  });

  it('keeps the accounting records their ten years exactly, whatever the setting asks', () => {
    expect(loadConfig({ RETENTION_PAYMENTS_DAYS: '3650' }).retentionDays.paymentRecords).toBe(3650);
    for (const days of ['30', '3649', '4000'])
      expect(() => loadConfig({ RETENTION_PAYMENTS_DAYS: days })).toThrow(
        `RETENTION_PAYMENTS_DAYS : 3650 jours, ni plus ni moins (reçu « ${days} ») ; les pièces comptables sont gardées dix ans`,
      );
  });
});
