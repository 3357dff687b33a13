import { SIGNED_IN_COOKIES, memberCalls, publicMemberCalls } from '@mtdm/shared/contracts/signed-in';
import { createTestContext, type TestContext } from './harness';
import { configuredIssuerEnv } from './fixtures';
import { confirmEmailChange } from '../../member-area/email-change';
import { insertEmailChange } from '../../email-changes/email-change-store';
import type { Services } from '../../services';
import { digestOf } from '../../sign-in/email-links';
import { signInByLink } from './link-sign-in';

/**
 * A test server for the member area: its documents issued at once (the issuer's details given), its
 * members signing in as often as a test needs (the sign-in's limits raised).
 */
export const memberAreaTestContext = () =>
  createTestContext({
    ...configuredIssuerEnv(),
    SIGN_IN_RATE_LIMIT_MAX: '1000',
    SIGN_IN_LINKS_PER_ADDRESS: '1000',
  });

/** Signs a member in as the member area does (link-sign-in.ts): their account in `me`. */
export const signInMember = (ctx: TestContext, email: string) =>
  signInByLink(
    ctx,
    {
      requestLink: publicMemberCalls.requestLink,
      link: /\/adherents\/connexion\?jeton=([\w-]+)/,
      openSession: memberCalls.openSession.path,
      cookieName: SIGNED_IN_COOKIES.member,
      whoAmI: memberCalls.account.path,
    },
    email,
  );

/**
 * A member's change of address, confirmed as the link mailed to the new address confirms it (its
 * link valid a day from the server's clock, as email-change.ts gives it).
 */
export function changeMemberAddress(services: Services, from: string, to: string): void {
  const token = `lien-${from}-${to}`;
  const now = services.now();
  insertEmailChange(
    services.db,
    {
      from,
      to,
      digest: digestOf(token),
      sessionDigest: 'session',
      expiresAt: new Date(now.getTime() + 24 * 60 * 60 * 1000).toISOString(),
    },
    now.toISOString(),
  );
  expect(confirmEmailChange(services, token)).toBe('changed');
}

/** Confirms a change of address as its page's button does (a form's fields, no session needed). */
export const confirmChangeByPage = (ctx: TestContext, jeton: string) =>
  ctx.app.inject({
    method: 'POST',
    url: memberCalls.confirmEmailChange.path,
    payload: new URLSearchParams({ jeton }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
