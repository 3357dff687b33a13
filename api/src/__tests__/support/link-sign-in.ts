import { SIGNED_IN_COOKIES } from '@mtdm/shared/contracts/signed-in';
import type { TestContext } from './harness';
import { mailText } from './smtp';

/** How a space signs in by a mailed link: its calls, the link in its mail, its session cookie. */
export interface LinkSignIn {
  readonly requestLink: string;
  readonly link: RegExp;
  readonly openSession: string;
  readonly cookieName: string;
  readonly whoAmI: string;
}

/** The token of the sign-in link last mailed to this address, once the waiting mail is sent. */
export async function tokenMailedTo(ctx: TestContext, link: RegExp, email: string): Promise<string> {
  await ctx.flushMail();
  const mail = [...ctx.smtp.messages].reverse().find((message) => message.to.includes(email));
  const token = mail && link.exec(mailText(mail))?.[1];
  if (!token) throw new Error(`aucun lien envoyé à ${email}`);
  return token;
}

/**
 * Signs in as a space does: a link asked for, the mailed link used, then who is signed in read. Gives
 * the answer that opened the session, its cookie, who is signed in, and the headers that carry the
 * session, the CSRF cookie and its token.
 */
export async function signInByLink(ctx: TestContext, space: LinkSignIn, email: string) {
  await ctx.app.inject({ method: 'POST', url: space.requestLink, payload: { email } });
  const token = await tokenMailedTo(ctx, space.link, email);
  const opened = await ctx.app.inject({ method: 'POST', url: space.openSession, payload: { jeton: token } });
  const session = opened.cookies.find((cookie) => cookie.name === space.cookieName);
  if (!session) throw new Error(`aucune session ouverte pour ${email}`);
  const me = await ctx.app.inject({
    method: 'GET',
    url: space.whoAmI,
    headers: { cookie: `${space.cookieName}=${session.value}` },
  });
  const csrf = me.cookies.find((cookie) => cookie.name === SIGNED_IN_COOKIES.csrf)!;
  const cookie = `${space.cookieName}=${session.value}; ${SIGNED_IN_COOKIES.csrf}=${csrf.value}`;
  const csrfToken = (me.json() as { csrfToken: string }).csrfToken;
  return {
    opened,
    session,
    me: me.json(),
    cookie,
    csrfToken,
    headers: { cookie, 'x-csrf-token': csrfToken },
  };
}

/**
 * A call of a signed-in space as its screens make it: a JSON body when there is one, and the headers
 * of a session (its cookies and CSRF token) when given.
 */
export const spaceRequest =
  (ctx: () => TestContext) =>
  (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
    ctx().app.inject({
      method,
      url,
      payload,
      headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
    });
