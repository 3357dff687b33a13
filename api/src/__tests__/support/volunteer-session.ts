import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SIGNED_IN_COOKIES, volunteerCalls } from '@mtdm/shared/contracts/signed-in';
import { createTestContext, type TestContext } from './harness';
import { signInByLink } from './link-sign-in';

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
 * (the sign-in's rate limit raised); `env` adds to its settings.
 */
export const spaceTestContext = (
  volunteers: Parameters<typeof volunteersFile>[0],
  env: Record<string, string> = {},
) =>
  createTestContext({
    ...env,
    VOLUNTEERS_FILE: volunteersFile(volunteers),
    SIGN_IN_RATE_LIMIT_MAX: '1000',
  });

/** Signs in as a volunteer of the file, as the space does (link-sign-in.ts). */
export const signInVolunteer = (ctx: TestContext, email: string) =>
  signInByLink(
    ctx,
    {
      requestLink: volunteerCalls.requestLink.path,
      link: /\/benevoles\/connexion\?jeton=([\w-]+)/,
      openSession: volunteerCalls.openSession.path,
      cookieName: SIGNED_IN_COOKIES.volunteer,
      whoAmI: volunteerCalls.me.path,
    },
    email,
  );
