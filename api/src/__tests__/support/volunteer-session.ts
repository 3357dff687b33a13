import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { volunteerCalls } from '@mtdm/shared/contracts/signed-in';
import { createTestContext, type TestContext } from './harness';
import { mailText } from './smtp';

/** A volunteers' file in a fresh folder (VOLUNTEERS_FILE of a test server). */
export function volunteersFile(
  volunteers: readonly { email: string; name: string; roles: string[] }[],
): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-volunteers-')), 'benevoles.json');
  fs.writeFileSync(file, JSON.stringify(volunteers));
  return file;
}

/**
 * A test server whose volunteers' file holds `volunteers`, each signing in as often as a test needs
 * (the sign-in's rate limit raised).
 */
export const spaceTestContext = (volunteers: Parameters<typeof volunteersFile>[0]) =>
  createTestContext({ VOLUNTEERS_FILE: volunteersFile(volunteers), SIGN_IN_RATE_LIMIT_MAX: '1000' });

/**
 * Signs in as a volunteer of the file, as the space does: a link asked for, the mailed link used,
 * then who is signed in read. The headers carry the session, the CSRF cookie and its token.
 */
export async function signInVolunteer(ctx: TestContext, email: string) {
  await ctx.app.inject({ method: 'POST', url: volunteerCalls.requestLink.path, payload: { email } });
  await ctx.flushMail();
  const mail = [...ctx.smtp.messages].reverse().find((message) => message.to.includes(email));
  const token = mail && /\/benevoles\/connexion\?jeton=([\w-]+)/.exec(mailText(mail))?.[1];
  if (!token) throw new Error(`aucun lien envoyé à ${email}`);
  const opened = await ctx.app.inject({
    method: 'POST',
    url: volunteerCalls.openSession.path,
    payload: { jeton: token },
  });
  const session = opened.cookies.find((cookie) => cookie.name === '__Host-mtdm_benevole');
  if (!session) throw new Error(`aucune session ouverte pour ${email}`);
  const me = await ctx.app.inject({
    method: 'GET',
    url: volunteerCalls.me.path,
    headers: { cookie: `__Host-mtdm_benevole=${session.value}` },
  });
  const csrf = me.cookies.find((cookie) => cookie.name === '__Host-mtdm_csrf')!;
  const csrfToken = (me.json() as { csrfToken: string }).csrfToken;
  return {
    cookie: `__Host-mtdm_benevole=${session.value}; __Host-mtdm_csrf=${csrf.value}`,
    csrfToken,
    headers: {
      cookie: `__Host-mtdm_benevole=${session.value}; __Host-mtdm_csrf=${csrf.value}`,
      'x-csrf-token': csrfToken,
    },
  };
}
