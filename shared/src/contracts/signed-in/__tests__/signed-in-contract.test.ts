// The spaces' contract: written once, its paths agree with the module list, its addresses are encoded,
// its schemas refuse what the api must refuse.
import fs from 'node:fs';
import path from 'node:path';
import { signedInRemoteModules } from '../../../federation/modules';
import { memberCalls, UNKNOWN_MEMBERSHIP_TYPE } from '../member-calls';
import { callUrl } from '../signed-in-call';
import { MEMBER_SPACE_PATH, MEMBERS_API, VOLUNTEER_SPACE_PATH, VOLUNTEERS_API } from '../space-paths';
import { volunteerCalls } from '../volunteer-calls';

it('places the spaces where the module list serves them, their calls under /api', () => {
  const prefixOf = (folder: string) =>
    signedInRemoteModules.find((module) => module.folder === folder)?.pathPrefix;
  expect(prefixOf('mfe-volunteers')).toBe(VOLUNTEER_SPACE_PATH);
  expect(prefixOf('mfe-members')).toBe(MEMBER_SPACE_PATH);
  expect(`${VOLUNTEERS_API}/`).toBe(`/api${VOLUNTEER_SPACE_PATH}`);
  expect(`${MEMBERS_API}/`).toBe(`/api${MEMBER_SPACE_PATH}`);
  for (const call of Object.values(volunteerCalls))
    expect([VOLUNTEERS_API, VOLUNTEER_SPACE_PATH].some((prefix) => call.path.startsWith(prefix))).toBe(true);
  for (const call of Object.values(memberCalls))
    expect([MEMBERS_API, MEMBER_SPACE_PATH].some((prefix) => call.path.startsWith(prefix))).toBe(true);
});

it('writes a call’s address with its parameters encoded and its query', () => {
  expect(callUrl(volunteerCalls.correctDocument, { id: 'a/b c', kind: 'tax-receipt' })).toBe(
    '/api/benevoles/documents/a%2Fb%20c/tax-receipt/correction',
  );
  expect(callUrl(volunteerCalls.orders, {}, { etat: 'expediees', ignored: undefined })).toBe(
    '/api/benevoles/commandes?etat=expediees',
  );
});

it('asks a signed-in person’s changes to carry a body their schema checks, with a French refusal', () => {
  const refused = volunteerCalls.refundOrder.body.safeParse({ reason: 'x'.repeat(201) });
  expect(refused.success).toBe(false);
  expect(refused.error?.issues[0]?.message).toMatch(/^Dites en une ligne/);
  expect(volunteerCalls.refundOrder.body.safeParse({ reason: '  Colis perdu  ' }).data).toEqual({
    reason: 'Colis perdu',
  });
  expect(volunteerCalls.shipOrder.body.safeParse({ transporteur: 'La Poste' }).success).toBe(false);
  for (const donationAmount of ['-5', 1e308])
    expect(memberCalls.renew.body.safeParse({ donationAmount }).error?.issues[0]?.message).toMatch(
      /^Le montant du don doit être un nombre positif, d’un million d’euros au plus\.$/,
    );
  // No type, or an empty one, keeps the latest membership's; a name the form does not offer is refused.
  for (const membershipType of [undefined, ''])
    expect(memberCalls.renew.body.safeParse({ membershipType }).data).toEqual({
      membershipType: undefined,
      donationAmount: 0,
    });
  expect(memberCalls.renew.body.safeParse({ membershipType: 'family' }).data?.membershipType).toBe('family');
  for (const membershipType of ['constructor', 'honoraire', 42])
    expect(memberCalls.renew.body.safeParse({ membershipType }).error?.issues[0]?.message).toBe(
      UNKNOWN_MEMBERSHIP_TYPE,
    );
});

it('names roles for every call of the space but the sign-in and the items checked one by one', () => {
  const open = Object.entries(volunteerCalls)
    .filter(([, call]) => !Array.isArray(call.access))
    .map(([name, call]) => `${name}:${String(call.access)}`);
  expect(open.sort()).toEqual(
    [
      'correctDocument:volunteer',
      'dashboard:volunteer',
      'handleMessage:volunteer',
      'me:volunteer',
      'message:volunteer',
      'messages:volunteer',
      'messagesExport:volunteer',
      'openSession:anyone',
      'requestLink:anyone',
      'resendDocument:volunteer',
      'resendDocuments:volunteer',
      'signInPage:anyone',
      'signOut:volunteer',
      'spaceHome:anyone',
      'spacePages:anyone',
    ].sort(),
  );
});

/** The modules a file runs (its imports that are not `import type`), and theirs, inside the package. */
function runtimeImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  for (const [, specifier] of source.matchAll(/^(?:import|export)\s+(?!type\b)[^'"]*?from\s+'([^']+)'/gm)) {
    if (!specifier!.startsWith('.')) {
      seen.add(specifier!);
      continue;
    }
    const base = path.resolve(path.dirname(file), specifier!);
    const resolved = ['.ts', '/index.ts']
      .map((end) => base + end)
      .find((candidate) => fs.existsSync(candidate));
    if (resolved) runtimeImports(resolved, seen);
  }
  return seen;
}

it('sends no schema to the browser: the screens’ entry runs no zod, and the screens import only it', () => {
  const client = runtimeImports(path.join(__dirname, '..', 'client.ts'));
  expect([...client].filter((module) => module === 'zod' || module.startsWith('zod/'))).toEqual([]);
  expect([...client].some((module) => module.endsWith('volunteer-routes.ts'))).toBe(true);
  const repository = path.resolve(__dirname, '../../../../..');
  const screens = ['mfe-volunteers', 'mfe-members'].flatMap((folder) =>
    fs
      .readdirSync(path.join(repository, folder, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('__tests__'))
      .map((file) => path.join(repository, folder, 'src', file)),
  );
  expect(screens.length).toBeGreaterThan(10);
  for (const file of screens)
    expect([file, /from '@mtdm\/shared\/contracts\/signed-in'/.test(fs.readFileSync(file, 'utf8'))]).toEqual([
      file,
      false,
    ]);
});
