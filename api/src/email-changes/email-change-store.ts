// A change of address, asked by a member for their account or, for an address typed wrong when paying,
// by the association (who, from which payment, why): one link at a time per account or per payment,
// kept as a digest, used once. A member's address left is kept by memberships/member-address-store.ts.
import type { Db } from '../database/database';

/**
 * A change the association asks for an address typed wrong when paying (a member's account, or one
 * payment alone): the volunteer who sent the link, the payment it was asked from, and why.
 */
export interface AskedCorrection {
  readonly askedBy: string;
  readonly paymentId: string;
  readonly reason: string;
}

export interface EmailChange {
  readonly from: string;
  readonly to: string;
}

/** A change as its link is used: asked by the association (`correction`), or by the member (null). */
export interface UsedEmailChange extends EmailChange {
  readonly correction: (AskedCorrection & { readonly askedAt: string }) | null;
}

/**
 * Stores a new change link; every earlier link still pending for the same account (the member's own, or
 * one asked from a membership) becomes void, or, for one payment alone (`onePayment`: a donation, an
 * order), every earlier link for that payment: it moves alone, and a member's own change leaves it be.
 */
export function insertEmailChange(
  db: Db,
  change: EmailChange & {
    digest: string;
    sessionDigest: string;
    expiresAt: string;
    onePayment?: boolean;
  } & Partial<AskedCorrection>,
  now: string,
): void {
  const { onePayment, ...stored } = change;
  const pending = 'used_at IS NULL AND voided_at IS NULL';
  if (onePayment)
    db.prepare(`UPDATE email_changes SET voided_at = ? WHERE payment_id = ? AND ${pending}`).run(
      now,
      change.paymentId,
    );
  else
    db.prepare(
      `UPDATE email_changes SET voided_at = ?
        WHERE from_email = lower(?) AND ${pending}
          AND (payment_id IS NULL OR payment_id IN (SELECT payment_id FROM memberships))`,
    ).run(now, change.from);
  db.prepare(
    `INSERT INTO email_changes
       (digest, from_email, to_email, session_digest, expires_at, created_at, asked_by, payment_id, reason)
     VALUES (@digest, lower(@from), lower(@to), @sessionDigest, @expiresAt, @now, @askedBy, @paymentId, @reason)`,
  ).run({ askedBy: null, paymentId: null, reason: null, ...stored, now });
}

/** Uses a link once: its change, or null when it is unknown, used, void or expired. */
export function consumeEmailChange(db: Db, digest: string, now: string): UsedEmailChange | null {
  const used = db
    .prepare(
      `UPDATE email_changes SET used_at = ?
        WHERE digest = ? AND used_at IS NULL AND voided_at IS NULL AND expires_at > ?
        RETURNING from_email AS "from", to_email AS "to", asked_by AS askedBy, payment_id AS paymentId,
                  reason, created_at AS askedAt`,
    )
    .get(now, digest, now) as
    | (EmailChange & { askedBy: string | null; paymentId: string; reason: string; askedAt: string })
    | undefined;
  if (!used) return null;
  const { from, to, askedBy, ...correction } = used;
  return { from, to, correction: askedBy === null ? null : { askedBy, ...correction } };
}

/** The change the association asked from a membership that still waits for its owner, if any. */
export const pendingCorrectionOf = (
  db: Db,
  paymentId: string,
  now: string,
): { to: string; askedBy: string; askedAt: string; expiresAt: string } | null =>
  (db
    .prepare(
      `SELECT to_email AS "to", asked_by AS askedBy, created_at AS askedAt, expires_at AS expiresAt
         FROM email_changes
        WHERE payment_id = ? AND used_at IS NULL AND voided_at IS NULL AND expires_at > ?
        ORDER BY created_at DESC LIMIT 1`,
    )
    .get(paymentId, now) as
    { to: string; askedBy: string; askedAt: string; expiresAt: string } | undefined) ?? null;

/** Changes a volunteer has asked on members' behalf since a time. */
export const correctionsAskedBy = (db: Db, volunteer: string, since: string): number =>
  (
    db
      .prepare('SELECT count(*) AS n FROM email_changes WHERE asked_by = ? AND created_at > ?')
      .get(volunteer, since) as { n: number }
  ).n;

/** Changes asked from one session since a time. */
export const changesOfSession = (db: Db, sessionDigest: string, since: string): number =>
  (
    db
      .prepare('SELECT count(*) AS n FROM email_changes WHERE session_digest = ? AND created_at > ?')
      .get(sessionDigest, since) as { n: number }
  ).n;

/** Change links whose day is long past, and every trace of an address (erasure). */
export function deleteEmailChanges(db: Db, before: string, email?: string): number {
  let deleted = db.prepare('DELETE FROM email_changes WHERE expires_at <= ?').run(before).changes;
  if (email)
    deleted += db
      .prepare('DELETE FROM email_changes WHERE from_email = lower(@email) OR to_email = lower(@email)')
      .run({ email }).changes;
  return deleted;
}
