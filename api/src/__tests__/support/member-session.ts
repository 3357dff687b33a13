import { memberCalls, publicMemberCalls } from '@mtdm/shared/contracts/signed-in';
import type { TestContext } from './harness';
import { mailText } from './smtp';

/**
 * Signs a member in as the member area does: a link asked for, the mailed link used, then their
 * account read. Gives the answer that opened the session, its cookie, the account, and the headers
 * that carry the session, the CSRF cookie and its token.
 */
export async function signInMember(ctx: TestContext, email: string) {
  await ctx.app.inject({ method: 'POST', url: publicMemberCalls.requestLink, payload: { email } });
  await ctx.flushMail();
  const mail = [...ctx.smtp.messages].reverse().find((message) => message.to.includes(email));
  const token = mail && /\/adherents\/connexion\?jeton=([\w-]+)/.exec(mailText(mail))?.[1];
  if (!token) throw new Error(`aucun lien envoyé à ${email}`);
  const opened = await ctx.app.inject({
    method: 'POST',
    url: memberCalls.openSession.path,
    payload: { jeton: token },
  });
  const session = opened.cookies.find((cookie) => cookie.name === '__Host-mtdm_adherent');
  if (!session) throw new Error(`aucune session ouverte pour ${email}`);
  const me = await ctx.app.inject({
    method: 'GET',
    url: memberCalls.account.path,
    headers: { cookie: `__Host-mtdm_adherent=${session.value}` },
  });
  const csrf = me.cookies.find((cookie) => cookie.name === '__Host-mtdm_csrf')!;
  return {
    opened,
    session,
    me: me.json(),
    headers: {
      cookie: `__Host-mtdm_adherent=${session.value}; __Host-mtdm_csrf=${csrf.value}`,
      'x-csrf-token': me.json().csrfToken as string,
    },
  };
}
