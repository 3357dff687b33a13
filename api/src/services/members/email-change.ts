// A member's new e-mail address, taken only once its owner confirms it: a signed link, valid a day,
// mailed to the new address; the memberships, the number and the session then follow it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { enqueueMail } from '../../stores/mail-store';
import { hasPaidMembership, moveMemberEmail } from '../../stores/member-store';
import type { Services } from '../context';
import { emailChangeMail } from '../mail/member-templates';
import { siteOrigin } from '../site-origin';
import { normalEmail } from '../volunteers/volunteer-directory';

export const EMAIL_CHANGE_PATH = '/adherents/adresse';
const DAY_MS = 24 * 60 * 60 * 1000;

const signed = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/** Mails the confirmation link to the new address. */
export function requestEmailChange(services: Services, from: string, to: string, now = new Date()): void {
  const payload = Buffer.from(
    JSON.stringify({ from: normalEmail(from), to: normalEmail(to), until: now.getTime() + DAY_MS }),
  ).toString('base64url');
  const token = `${payload}.${signed(services.documentLinkSecret, `adresse|${payload}`)}`;
  services.db.transaction(() =>
    enqueueMail(
      services.db,
      emailChangeMail(normalEmail(to), `${siteOrigin(services)}${EMAIL_CHANGE_PATH}?jeton=${token}`),
    ),
  )();
  services.mail.kick();
}

/** Applies a confirmed change; false for a link altered, expired, or whose address has no membership now. */
export function confirmEmailChange(services: Services, token: string, now = new Date()): boolean {
  const [payload = '', signature = ''] = token.split('.');
  const expected = Buffer.from(signed(services.documentLinkSecret, `adresse|${payload}`));
  if (expected.length !== Buffer.byteLength(signature) || !timingSafeEqual(expected, Buffer.from(signature)))
    return false;
  let change: { from?: unknown; to?: unknown; until?: unknown };
  try {
    change = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return false;
  }
  if (typeof change.from !== 'string' || typeof change.to !== 'string' || typeof change.until !== 'number')
    return false;
  if (change.until < now.getTime() || !hasPaidMembership(services.db, change.from)) return false;
  const { from, to } = change as { from: string; to: string };
  services.db.transaction(() => moveMemberEmail(services.db, from, to))();
  return true;
}
