// Renewal reminders: 30 days and 7 days before a membership lapses, and on the day it does, each sent
// once. The claim and its mail are one transaction, so several servers, or a restart, never send a
// reminder twice; a server that was stopped on the day catches up within the same window.
import { memberRenewalPath, spacePages } from '@mtdm/shared/contracts';
import { memberCalls } from '@mtdm/shared/contracts/signed-in';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isLifetimeMembership, periodOf } from '@mtdm/shared/commerce';
import { parisDateAt } from '@mtdm/shared/news';
import { enqueueMail } from '../mail/mail-store';
import { claimReminder, latestMembershipsToRemind, type ReminderKind } from './reminder-store';
import type { Services } from '../services';
import { publishedContent } from '../content/published-content';
import { mailSignature } from '../mail/mail-text';
import { reminderMail } from './member-mails';
import { siteOrigin } from '../mail/site-origin';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The reminder due `daysLeft` days before the last valid day (negative: lapsed since), if any. */
function dueReminder(daysLeft: number): ReminderKind | undefined {
  if (daysLeft < -7) return undefined;
  if (daysLeft < 0) return 'lapsed';
  if (daysLeft <= 7) return '7-days';
  if (daysLeft <= 30) return '30-days';
  return undefined;
}

/** Noon UTC of a moment's Paris day: days compare as whole numbers. */
const parisNoon = (moment: Date) => {
  const { year, month, day } = parisDateAt(moment.getTime());
  return Date.UTC(year, month - 1, day, 12);
};

/**
 * Whose reminders a stop link stops: one member of the address, by the key of their name; with no
 * member (''), the whole address (the links mailed before an address could hold two members).
 */
export interface StopLink {
  readonly email: string;
  readonly member: string;
}

const signature = (secret: string, { email, member }: StopLink) =>
  createHmac('sha256', secret)
    .update(`rappels|${email.toLowerCase()}${member ? `|${member}` : ''}`)
    .digest('base64url');

/** The query of a stop link: the address, the member and the signature of both. */
const stopQuery = (services: Services, link: StopLink) =>
  new URLSearchParams({
    adresse: link.email,
    adherent: link.member,
    signature: signature(services.documentLinkSecret, link),
  }).toString();

export function isStopLinkSigned(services: Services, link: StopLink, given: string): boolean {
  const expected = Buffer.from(signature(services.documentLinkSecret, link));
  const received = Buffer.from(given);
  return expected.length === received.length && timingSafeEqual(expected, received);
}

/** Sends the reminders due at `now`; returns how many this call sent. */
export function sendDueReminders(services: Services, now = services.now()): number {
  const { db, config } = services;
  const today = parisNoon(now);
  const signatureText = mailSignature(publishedContent(config).details);
  let sent = 0;
  for (const membership of latestMembershipsToRemind(db)) {
    if (isLifetimeMembership(membership.amountCents)) continue;
    const lastDay = periodOf(membership).to;
    const kind = dueReminder(Math.round((lastDay.getTime() - today) / DAY_MS));
    if (!kind) continue;
    const stopLink = { email: membership.email, member: membership.memberKey };
    const claimed = db.transaction(() => {
      if (!claimReminder(db, membership.paymentId, kind, now.toISOString())) return false;
      enqueueMail(
        db,
        reminderMail(membership, kind, lastDay, {
          // The renewal in one step, the member reminded offered first.
          renew: `${siteOrigin(services)}${memberRenewalPath(membership.memberKey)}`,
          // The page with one button; the call a mail client posts to, one click (RFC 8058).
          stop: `${siteOrigin(services)}${spacePages.stopReminders}?${stopQuery(services, stopLink)}`,
          oneClickStop: `${siteOrigin(services)}${memberCalls.stopReminders.path}?${stopQuery(services, stopLink)}`,
          signature: signatureText,
        }),
      );
      return true;
    })();
    if (claimed) sent += 1;
  }
  if (sent > 0) services.mail.kick();
  return sent;
}
