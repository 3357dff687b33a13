// The signed-in spaces' contract and the api's routes are the same list: each call declared has its
// route, each route of the spaces is declared; and each route applies the access its call declares,
// the CSRF token before the body.
import { callUrl, memberCalls, volunteerCalls, type SignedInCall } from '@mtdm/shared/contracts/signed-in';
import { createTestContext, type TestContext } from '../../__tests__/support/harness';
import { signInVolunteer, volunteersFile } from '../../__tests__/support/volunteer-session';

const SPACE_PREFIXES = ['/api/benevoles', '/api/adherents', '/benevoles/', '/adherents/'];
const declared: readonly SignedInCall[] = [...Object.values(volunteerCalls), ...Object.values(memberCalls)];
const keyOf = (method: string, url: string) => `${method} ${url}`;

const routes = new Set<string>();
let ctx: TestContext;

beforeAll(async () => {
  // A volunteer with no role: every call that names roles refuses them.
  const file = volunteersFile([{ email: 'sans-role@example.org', name: 'Sans Rôle', roles: [] }]);
  ctx = await createTestContext(
    { VOLUNTEERS_FILE: file, SIGN_IN_RATE_LIMIT_MAX: '1000' },
    {},
    {
      onRoute: ({ method, url }) => {
        for (const one of [method].flat()) if (one !== 'HEAD') routes.add(keyOf(one, url));
      },
    },
  );
});
afterAll(() => ctx.close());

it('declares each route of the signed-in spaces, and registers each call it declares', () => {
  const spaceRoutes = [...routes].filter((route) =>
    SPACE_PREFIXES.some((prefix) => route.split(' ')[1]!.startsWith(prefix)),
  );
  const calls = declared.map((call) => keyOf(call.method, call.path));
  expect(new Set(calls).size).toBe(calls.length);
  expect(spaceRoutes.filter((route) => !calls.includes(route))).toEqual([]);
  expect(calls.filter((call) => !routes.has(call))).toEqual([]);
});

/** A concrete address of a call: each parameter given a value that names nothing. */
const addressOf = (call: SignedInCall) =>
  callUrl(call, new Proxy({}, { get: () => 'inconnu' }) as never).replace(/\*$/, 'page');

it.each(
  declared.filter((call) => call.access !== 'anyone').map((call) => [keyOf(call.method, call.path), call]),
)('%s refuses a request without a session (401)', async (_name, call) => {
  const response = await ctx.app.inject({ method: call.method, url: addressOf(call) });
  expect(response.statusCode).toBe(401);
  expect(response.headers['cache-control']).toBe('no-store');
});

const signInWithoutRole = () => signInVolunteer(ctx, 'sans-role@example.org');

it('refuses (403) a volunteer holding none of the roles a call names, for every such call', async () => {
  const { cookie, csrfToken } = await signInWithoutRole();
  const withRoles = Object.values(volunteerCalls).filter((call) => Array.isArray(call.access));
  expect(withRoles.length).toBeGreaterThan(15);
  for (const call of withRoles) {
    const response = await ctx.app.inject({
      method: call.method,
      url: addressOf(call),
      headers: { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' },
      payload: call.method === 'POST' ? {} : undefined,
    });
    expect([keyOf(call.method, call.path), response.statusCode]).toEqual([
      keyOf(call.method, call.path),
      403,
    ]);
  }
});

it('checks the CSRF token before the body: a forged change is refused as such, whatever it carries', async () => {
  const { cookie } = await signInWithoutRole();
  const response = await ctx.app.inject({
    method: 'POST',
    url: callUrl(volunteerCalls.resendDocument, { id: 'inconnu', kind: 'tax-receipt' }),
    headers: { cookie, 'content-type': 'application/json' },
    payload: { reason: 42 },
  });
  expect(response.statusCode).toBe(403);
});

it('refuses a body its schema refuses before any handler runs, with the French text the schema names', async () => {
  const { cookie, csrfToken } = await signInWithoutRole();
  const response = await ctx.app.inject({
    method: 'POST',
    url: callUrl(volunteerCalls.correctDocument, { id: 'inconnu', kind: 'tax-receipt' }),
    headers: { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' },
    payload: { reason: 'une ligne\npuis une autre' },
  });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    success: false,
    message: expect.stringMatching(/^Dites en une ligne \(200 caractères au plus\) ce que corrige/),
  });
});
