// The link that moves a member's account, or one payment alone, to a new address once its owner opens
// it: kept as a digest, valid a day, used once; a new link voids the one before. The member asks for it
// from the member area (member-area/email-change.ts, which also applies every link), the association
// for an address typed wrong when paying: a member's (memberships/member-email-correction.ts), a
// donor's (treasury/donor-email-correction.ts) or a buyer's (orders/buyer-email-correction.ts). It
// serves all three, so it stands in a folder of its own, below them.
import { spacePages } from '@mtdm/shared/contracts';
import { randomBytes } from 'node:crypto';
import type { Db } from '../database/database';
import { enqueueMail, type MailMessage } from '../mail/mail-store';
import { siteOrigin } from '../mail/site-origin';
import type { Services } from '../services';
import { digestOf } from '../sign-in/email-links';
import { mayMailLink } from '../sign-in/link-mail-limits';
import {
  correctionsAskedBy,
  deleteEmailChanges,
  insertEmailChange,
  type AskedCorrection,
  type EmailChange,
  type UsedEmailChange,
} from './email-change-store';
import { recordPaymentEmailCorrection } from '../payments/payment-email-correction-store';
import { recordView, type ViewAction } from '../sign-in/view-journal';
import { normalEmail } from '@mtdm/shared/validation';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Correction links one volunteer may send in an hour: enough for a morning's typos, not for a harvest. */
const CORRECTIONS_PER_VOLUNTEER_HOUR = 10;

/** Said to a volunteer past that many. */
export const CORRECTION_LINKS_LIMITED =
  'Vous avez envoyé beaucoup de liens de correction d’adresse\u00a0: réessayez dans une heure.';

/** Forgets the changes whose link has been dead a day (used or not): both addresses go. */
export const forgetOldEmailChanges = (db: Db, now: Date): number =>
  deleteEmailChanges(db, new Date(now.getTime() - DAY_MS).toISOString());

/**
 * Records a change and mails its link to the new address by `mail` (within the limit per address: past
 * it, nothing goes, and the asker is answered the same), in one transaction.
 */
export function sendChangeLink(
  services: Services,
  change: EmailChange & {
    readonly sessionDigest: string;
    readonly onePayment?: boolean;
  } & Partial<AskedCorrection>,
  mail: (to: string, link: string) => MailMessage,
  now: Date,
): void {
  const token = randomBytes(32).toString('base64url');
  services.db.transaction(() => {
    forgetOldEmailChanges(services.db, now);
    insertEmailChange(
      services.db,
      { ...change, digest: digestOf(token), expiresAt: new Date(now.getTime() + DAY_MS).toISOString() },
      now.toISOString(),
    );
    if (mayMailLink(services, 'email-change', change.to, now))
      enqueueMail(
        services.db,
        mail(change.to, `${siteOrigin(services)}${spacePages.memberEmailChange}?jeton=${token}`),
      );
  })();
  services.mail.kick();
}

/**
 * Sends the link of a correction a volunteer asks for an address typed wrong when paying (a member's
 * account, or a donation alone when `onePayment`), from their session: false, and nothing sent, past
 * the links they may send in an hour (a member's and a donor's together).
 */
export function sendCorrectionLink(
  services: Services,
  volunteer: { readonly email: string },
  sessionToken: string,
  correction: EmailChange & Omit<AskedCorrection, 'askedBy'> & { readonly onePayment?: boolean },
  mail: (to: string, link: string) => MailMessage,
  now: Date,
): boolean {
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  if (correctionsAskedBy(services.db, volunteer.email, hourAgo) >= CORRECTIONS_PER_VOLUNTEER_HOUR)
    return false;
  sendChangeLink(
    services,
    { ...correction, askedBy: volunteer.email, sessionDigest: digestOf(sessionToken) },
    mail,
    now,
  );
  return true;
}

/** A confirmed change asked by the association, as its link gives it back. */
export type ConfirmedCorrection = UsedEmailChange & {
  readonly correction: AskedCorrection & { readonly askedAt: string };
};

/**
 * Sends the link that files one payment alone (a donation, an order) under the right address `to`, from
 * the address it is filed under now (`from`), and names it in the journal (`action`): unchanged when
 * both are the same address, limited past the volunteer's links of the hour.
 */
export function askPaymentAloneCorrection(
  services: Services,
  volunteer: { readonly email: string },
  sessionToken: string,
  asked: {
    readonly paymentId: string;
    readonly reference: string;
    readonly from: string;
    readonly to: string;
    readonly reason: string;
    readonly action: ViewAction;
    readonly mail: (to: string, link: string) => MailMessage;
  },
  now: Date,
): 'sent' | 'unchanged' | 'limited' {
  const [from, to] = [normalEmail(asked.from), normalEmail(asked.to)];
  if (from === to) return 'unchanged';
  const correction = { from, to, paymentId: asked.paymentId, reason: asked.reason, onePayment: true };
  if (!sendCorrectionLink(services, volunteer, sessionToken, correction, asked.mail, now)) return 'limited';
  recordView(services, volunteer, asked.action, asked.reference);
  return 'sent';
}

/**
 * Files one payment alone under the right address of a confirmed link, inside the caller's
 * transaction, when it is still filed under the address the link was sent from (`filedUnder`): the
 * correction recorded beside it, and the address typed wrong told by `notice` that it will hear no
 * more of it. False, and nothing done, when it moved since.
 */
export function filePaymentUnderRightAddress(
  db: Db,
  change: ConfirmedCorrection,
  filedUnder: string,
  notice: (to: string) => MailMessage,
  now: Date,
): boolean {
  if (normalEmail(filedUnder) !== change.from) return false;
  recordPaymentEmailCorrection(db, { ...change.correction, email: change.to }, now.toISOString());
  enqueueMail(db, notice(change.from));
  return true;
}
