// The newsletter with double opt-in: a sign-up keeps the consent it was given and waits for its
// confirmation link; confirmed, the address receives the letters, each with its unsubscribe link; the
// volunteers who send them export the list. No third party: the form, the mails and the list are ours.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { NEWSLETTER_CONFIRM_DAYS, NEWSLETTER_CONSENT, NEWSLETTER_PATHS } from '@mtdm/shared/contracts';
import { normalEmail } from '@mtdm/shared/validation';
import { enqueueMail } from '../mail/mail-store';
import { mailSignature } from '../mail/mail-text';
import { mayMailAddress, NEWSLETTER_CONFIRMATIONS_PER_DAY } from '../mail/mails-per-address';
import { siteOrigin } from '../mail/site-origin';
import { publishedContent } from '../content/published-content';
import { csvDate, csvFile } from '../infrastructure/csv-file';
import type { Services } from '../services';
import { digestOf, newToken } from '../sign-in/email-links';
import {
  confirmedSubscribers,
  confirmSubscription,
  findSubscriber,
  requestSubscription,
  unsubscribe as recordUnsubscription,
} from './newsletter-store';
import { confirmationMail, welcomeMail } from './newsletter-mails';

/** A second sign-up of a pending address sends no new mail before this (no mail bombing). */
const RESEND_AFTER_MINUTES = 10;
const MINUTE_MS = 60_000;

const unsubscribeSignature = (secret: string, email: string) =>
  createHmac('sha256', secret).update(`lettre|${email.toLowerCase()}`).digest('base64url');

export function isUnsubscribeLinkSigned(services: Services, email: string, given: string): boolean {
  const expected = Buffer.from(unsubscribeSignature(services.documentLinkSecret, email));
  const received = Buffer.from(given);
  return expected.length === received.length && timingSafeEqual(expected, received);
}

/** An address's unsubscribe link: its page, which is also where a mail client posts one click. */
const unsubscribeLink = (services: Services, email: string) =>
  `${siteOrigin(services)}${NEWSLETTER_PATHS.unsubscribe}?adresse=${encodeURIComponent(email)}&signature=${unsubscribeSignature(services.documentLinkSecret, email)}`;

/**
 * A sign-up from the footer: stored with the consent as the footer gave it, and a confirmation link
 * mailed. Whether the address was already there is never said (nobody learns who subscribes): a
 * confirmed address is left as it is, a pending one is mailed again at most every ten minutes, and
 * no address is sent more than three links a day (typing someone's address again and again, or
 * signing them up and off in turn, cannot fill their mailbox).
 */
export function subscribe(services: Services, typed: string): void {
  const { db } = services;
  // Kept as one spelling: the column's NOCASE folds A to Z only.
  const email = normalEmail(typed);
  const now = services.now();
  const sent = db.transaction(() => {
    const known = findSubscriber(db, email);
    if (known?.confirmedAt && !known.unsubscribedAt) return false;
    if (
      known &&
      !known.unsubscribedAt &&
      known.confirmSentAt &&
      now.getTime() - Date.parse(known.confirmSentAt) < RESEND_AFTER_MINUTES * MINUTE_MS
    )
      return false;
    if (!mayMailAddress(services, 'newsletter', email, NEWSLETTER_CONFIRMATIONS_PER_DAY, now)) return false;
    const token = newToken();
    requestSubscription(db, {
      email,
      consentVersion: NEWSLETTER_CONSENT.version,
      consentText: NEWSLETTER_CONSENT.text,
      confirmDigest: digestOf(token),
      at: now.toISOString(),
    });
    const link = `${siteOrigin(services)}${NEWSLETTER_PATHS.confirm}?jeton=${token}`;
    enqueueMail(db, confirmationMail(email, link, NEWSLETTER_CONFIRM_DAYS, signatureOf(services)));
    return true;
  })();
  if (sent) services.mail.kick();
}

const signatureOf = (services: Services) => mailSignature(publishedContent(services.config).details);

/** The confirmation link followed (its page's button): the address is subscribed, and welcomed. */
export function confirm(services: Services, token: string): boolean {
  const { db } = services;
  const now = services.now();
  const sentSince = new Date(now.getTime() - NEWSLETTER_CONFIRM_DAYS * 24 * 60 * MINUTE_MS).toISOString();
  const confirmed = db.transaction(() => {
    const row = confirmSubscription(db, digestOf(token), sentSince, now.toISOString());
    if (row)
      enqueueMail(db, welcomeMail(row.email, unsubscribeLink(services, row.email), signatureOf(services)));
    return row !== undefined;
  })();
  if (confirmed) services.mail.kick();
  return confirmed;
}

/** The unsubscribe link followed, or a mail client's one click: the address leaves. */
export function unsubscribe(services: Services, email: string): void {
  recordUnsubscription(services.db, normalEmail(email), services.now().toISOString());
}

const CSV_HEADER = [
  'adresse',
  'inscription_demandee_le',
  'confirmee_le',
  'consentement',
  'lien_desinscription',
];

/**
 * The subscribers as the volunteer who sends the letter loads them in a mailing tool: each address,
 * when it asked and confirmed, the consent's version, and the link each letter must carry.
 */
export function subscribersCsv(services: Services) {
  const subscribers = confirmedSubscribers(services.db);
  const csv = csvFile(
    CSV_HEADER,
    subscribers.map((row) => [
      row.email,
      csvDate(row.requestedAt),
      csvDate(row.confirmedAt),
      row.consentVersion,
      unsubscribeLink(services, row.email),
    ]),
  );
  return { csv, rows: subscribers.length };
}
