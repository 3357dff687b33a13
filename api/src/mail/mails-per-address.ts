// How many mails one address may receive of a kind, whoever asks and from wherever, on top of the
// limits per IP: a form cannot turn the museum's mail into a flood at someone else's address. The
// address is counted as a keyed digest: the count names nobody.
import { createHmac } from 'node:crypto';
import type { Services } from '../services';
import { countMailsTo, type AddressMailKind } from './mails-per-address-store';
import { mailboxOf } from '@mtdm/shared/validation';

const HOUR_MS = 60 * 60 * 1000;

/** At most `max` mails of a kind to one address in `hours`. */
export interface AddressMailLimit {
  readonly max: number;
  readonly hours: number;
}

/** No limit's period is longer than a day (these, and link-mail-limits.ts): older counts serve no one. */
export const MAIL_COUNT_DAYS = 1;

/** Acknowledgements of a message, an application or a tour request to one address per day. */
export const ACKNOWLEDGEMENTS_PER_DAY: AddressMailLimit = { max: 3, hours: 24 };

/** Newsletter sign-ups' confirmation links to one address per day, however often it is typed. */
export const NEWSLETTER_CONFIRMATIONS_PER_DAY: AddressMailLimit = { max: 3, hours: 24 };

/** Conference bookings asked, each mailed with the link that confirms it, to one address per day. */
export const BOOKINGS_PER_DAY: AddressMailLimit = { max: 3, hours: 24 };

/**
 * Conference bookings asked from one connection (an IPv4 address, an IPv6 network) per day: one
 * machine cannot make the museum mail a confirmation link to hundreds of invented addresses.
 */
const BOOKINGS_PER_CONNECTION: AddressMailLimit = { max: 10, hours: 24 };

/** Newsletter sign-ups from one connection per day, for the same reason: each mails a link to the address typed. */
const NEWSLETTER_SIGN_UPS_PER_CONNECTION: AddressMailLimit = { max: 10, hours: 24 };

const targetDigest = (services: Services, label: string) =>
  createHmac('sha256', services.documentLinkSecret).update(label).digest('hex');

const countSince = (services: Services, kind: AddressMailKind, target: string, hours: number, now: Date) =>
  countMailsTo(
    services.db,
    kind,
    target,
    now.toISOString(),
    new Date(now.getTime() - hours * HOUR_MS).toISOString(),
  );

/** Whether one more mail of this kind may go to `email` now; counts it when it may. */
export function mayMailAddress(
  services: Services,
  kind: AddressMailKind,
  email: string,
  { max, hours }: AddressMailLimit,
  now = services.now(),
): boolean {
  // The label of the first counts (the links'), kept: the kinds are told apart by their column.
  const count = countSince(services, kind, targetDigest(services, `lien|${mailboxOf(email)}`), hours, now);
  if (count.sent >= max) return false;
  count.record();
  return true;
}

/**
 * The day's count of one kind from a connection (its key: rate-limit.ts, connectionKeyOf): whether it has
 * made its share, and how to count one more.
 */
function connectionCount(
  services: Services,
  kind: 'booking-connection' | 'application-connection' | 'message-connection' | 'newsletter-connection',
  { max, hours }: AddressMailLimit,
  connectionKey: string,
  now: Date,
) {
  const count = countSince(services, kind, connectionKey, hours, now);
  return { full: count.sent >= max, record: count.record };
}

/**
 * The day's bookings from a connection (rate-limit.ts, connectionKeyOf): whether it has made its share,
 * and how to count one more, once the booking is sure to be made.
 */
export const connectionBookings = (services: Services, connectionKey: string, now = services.now()) =>
  connectionCount(services, 'booking-connection', BOOKINGS_PER_CONNECTION, connectionKey, now);

/**
 * The day's job applications kept from a connection (APPLICATIONS_PER_CONNECTION, 5 by default):
 * their files stay on the server's disk, so one machine cannot fill it by sending the form again and again.
 */
export const connectionApplications = (services: Services, connectionKey: string, now = services.now()) =>
  connectionCount(
    services,
    'application-connection',
    { max: services.config.applicationsPerConnection, hours: 24 },
    connectionKey,
    now,
  );

/** The day's newsletter sign-ups from a connection (counted once the address and the consent are read). */
export const connectionSignUps = (services: Services, connectionKey: string, now = services.now()) =>
  connectionCount(services, 'newsletter-connection', NEWSLETTER_SIGN_UPS_PER_CONNECTION, connectionKey, now);

/**
 * The day's messages kept from a connection, contact forms and guided-tour requests together
 * (MESSAGES_PER_CONNECTION, 20 by default): each one mails the staff, so one machine cannot flood their
 * mailbox, nor use up the mail the site sends to those who pay.
 */
export const connectionMessages = (services: Services, connectionKey: string, now = services.now()) =>
  connectionCount(
    services,
    'message-connection',
    { max: services.config.messagesPerConnection, hours: 24 },
    connectionKey,
    now,
  );

/** Whether the visitor who typed `email` is sent an acknowledgement (counted when so). */
export const mayAcknowledge = (services: Services, email: string, now = services.now()) =>
  mayMailAddress(services, 'acknowledgement', email, ACKNOWLEDGEMENTS_PER_DAY, now);
