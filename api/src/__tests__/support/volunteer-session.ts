import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SIGNED_IN_COOKIES, volunteerCalls } from '@mtdm/shared/contracts/signed-in';
import { configuredIssuerEnv } from './fixtures';
import { createTestContext, type TestContext } from './harness';
import { signInByLink, spaceRequest, tokenMailedTo } from './link-sign-in';

type VolunteerEntry = { email: string; name: string; roles: string[] };

/** One volunteer for each role of the space, and one holding none. */
export const ONE_VOLUNTEER_PER_ROLE: readonly VolunteerEntry[] = [
  { email: 'boutique@example.org', name: 'Claire Boutique', roles: ['boutique'] },
  { email: 'tresorier@example.org', name: 'Paul Trésorier', roles: ['tresorerie'] },
  { email: 'admin@example.org', name: 'Anne Admin', roles: ['administration'] },
  { email: 'musee@example.org', name: 'Marc Musée', roles: ['musee'] },
  { email: 'chetom@example.org', name: 'Chloé Archives', roles: ['chetom'] },
  { email: 'adhesions@example.org', name: 'Alain Adhésions', roles: ['adhesions'] },
  { email: 'sans-role@example.org', name: 'Sans Rôle', roles: [] },
];

/** A volunteers' file in a fresh folder (VOLUNTEERS_FILE of a test server). */
export function volunteersFile(volunteers: readonly VolunteerEntry[]): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-volunteers-')), 'benevoles.json');
  fs.writeFileSync(file, JSON.stringify(volunteers));
  return file;
}

/**
 * A test server whose volunteers' file holds `volunteers`, each signing in as often as a test needs
 * (the sign-in's limits raised); `env` adds to its settings.
 */
export const spaceTestContext = (volunteers: readonly VolunteerEntry[], env: Record<string, string> = {}) =>
  createTestContext({
    SIGN_IN_LINKS_PER_ADDRESS: '1000',
    ...env,
    VOLUNTEERS_FILE: volunteersFile(volunteers),
    SIGN_IN_RATE_LIMIT_MAX: '1000',
  });

const VOLUNTEER_LINK = /\/benevoles\/connexion\?jeton=([\w-]+)/;

/** The token of the sign-in link last mailed to a volunteer. */
export const volunteerTokenMailedTo = (ctx: TestContext, email: string) =>
  tokenMailedTo(ctx, VOLUNTEER_LINK, email);

/** Signs in as a volunteer of the file, as the space does (link-sign-in.ts). */
export const signInVolunteer = (ctx: TestContext, email: string) =>
  signInByLink(
    ctx,
    {
      requestLink: volunteerCalls.requestLink.path,
      link: VOLUNTEER_LINK,
      openSession: volunteerCalls.openSession.path,
      cookieName: SIGNED_IN_COOKIES.volunteer,
      whoAmI: volunteerCalls.me.path,
    },
    email,
  );

/** The headers of each signed-in volunteer's session (cookies and CSRF token), by their address. */
export type SpaceSessions = Record<string, { cookie: string; 'x-csrf-token': string }>;

/**
 * A test server of the space, one volunteer per role in its file and the association's details
 * published (its documents issued), with the volunteers at `emails` signed in.
 */
export async function signedInSpace(emails: readonly string[]) {
  const ctx = await spaceTestContext(ONE_VOLUNTEER_PER_ROLE, configuredIssuerEnv());
  const sessions: SpaceSessions = {};
  for (const email of emails) sessions[email] = (await signInVolunteer(ctx, email)).headers;
  return { ctx, sessions };
}

/**
 * The signed-in space of one test file: its server started, with the volunteers at `emails` signed
 * in, before the file's first test (a `beforeAll` of the file's own, declared after it, runs after it),
 * and closed after its last. Its server (`ctx`), their sessions' headers, and a call of the space.
 */
export function signedInSpaceForFile(emails: readonly string[], { timeout }: { timeout?: number } = {}) {
  let started: Awaited<ReturnType<typeof signedInSpace>> | undefined;
  const running = () => {
    if (!started) throw new Error('Le serveur de l’espace démarre avant le premier test du fichier.');
    return started;
  };
  beforeAll(async () => {
    started = await signedInSpace(emails);
  }, timeout);
  afterAll(() => started?.ctx.close());
  return {
    get ctx(): TestContext {
      return running().ctx;
    },
    get sessions(): SpaceSessions {
      return running().sessions;
    },
    json: spaceRequest(() => running().ctx),
  };
}
