import { SIGNED_IN_COOKIES, memberCalls, publicMemberCalls } from '@mtdm/shared/contracts/signed-in';
import type { TestContext } from './harness';
import { signInByLink } from './link-sign-in';

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
