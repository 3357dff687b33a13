// The signed-in calls, every one the server has under /api/benevoles and /api/adherents but signing
// out, sent 5,000 malformed requests by a volunteer holding every role and by a member (with their
// session and CSRF token, so each request reaches the handler), and by strangers with forged cookies:
// none answers 5xx, nor refuses in a parser's English.
import type { InjectOptions } from 'fastify';
import { callUrl, volunteerCalls as calls } from '@mtdm/shared/contracts/signed-in';
import { englishInRefusal } from './support/french-refusals';
import { createTestContext, type TestContext } from './support/harness';
import { INHERITED_NAMES, seededRandom } from './support/seeded-random';
import { payMembership } from './support/payment-calls';
import { signInMember } from './support/member-session';
import { signInVolunteer, volunteersFile } from './support/volunteer-session';

jest.setTimeout(240_000);

const ALPHABET = 'abcXYZ019 -_.@+/\\\'"<>&%{}[]éàç€😀\u0000\u202e;=';
const { int, pick, randomString } = seededRandom(20261201, ALPHABET);
const REQUESTS = 5000;

let ctx: TestContext;
const sessions: Record<'volunteer' | 'member', Record<string, string>> = { volunteer: {}, member: {} };

beforeAll(async () => {
  ctx = await createTestContext({
    VOLUNTEERS_FILE: volunteersFile([
      {
        email: 'tous.roles@example.org',
        name: 'Tous Rôles',
        roles: ['boutique', 'adhesions', 'tresorerie', 'musee', 'chetom', 'administration'],
      },
    ]),
    SIGN_IN_RATE_LIMIT_MAX: '100000',
    SIGN_IN_LINKS_PER_ADDRESS: '100000',
  });
  await payMembership(ctx, 'membre.fuzz@example.com');
  sessions.volunteer = (await signInVolunteer(ctx, 'tous.roles@example.org')).headers;
  sessions.member = (await signInMember(ctx, 'membre.fuzz@example.com')).headers;
});
afterAll(() => ctx.close());

/** Every route of the signed-in spaces, read from the server itself: { method, path }. */
function signedInRoutes(): { method: 'GET' | 'POST'; path: string }[] {
  const tree = ctx.app.printRoutes({ commonPrefix: false });
  const routes: { method: 'GET' | 'POST'; path: string }[] = [];
  // Each line is a segment under the line above it one level less indented (4 characters a level).
  const above: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    above[depth] = (above[depth - 1] ?? '') + match[2]!;
    above.length = depth + 1;
    const full = above[depth]!;
    // Signing out would end the sessions the draw relies on: it is the one call left out.
    if (!/^\/api\/(benevoles|adherents)\//.test(full) || full.endsWith('/deconnexion')) continue;
    for (const method of (match[3] ?? '').split(', '))
      if (method === 'GET' || method === 'POST') routes.push({ method, path: full });
  }
  return routes;
}

const PARAMETER_VALUES = () =>
  pick([
    randomString(20),
    pick(INHERITED_NAMES),
    '..%2F..%2Fetc%2Fpasswd',
    "' OR 1=1 --",
    'x'.repeat(5000),
    '-1',
    '99999999999999999999',
    '%00',
    'tax-receipt',
    'membership-attestation',
    'PAY-0',
  ]);

function randomBody(): unknown {
  return pick([
    null,
    [],
    randomString(),
    42,
    { email: pick([randomString(), 'a@b', 'x'.repeat(300) + '@example.org', ['a@b.fr']]) },
    { address: { $gt: '' }, postcode: 83600, city: null, mobileNumber: [] },
    { donationAmount: pick([-1, 'abc', 1e308, {}, '12,5']), membershipType: randomString() },
    { carrier: randomString(), trackingNumber: 'x'.repeat(pick([5, 300, 20_000])), reason: randomString() },
    { decision: pick(['confirmed', 'declined', randomString()]), date: randomString(), time: '25:61' },
    { jeton: pick([randomString(), 'x'.repeat(10_000)]), adresse: randomString(), signature: randomString() },
    Object.fromEntries(Array.from({ length: int(6) }, () => [randomString(10), randomString()])),
  ]);
}

function malformed(routes: { method: 'GET' | 'POST'; path: string }[]): InjectOptions {
  const route = pick(routes);
  const url =
    route.path.replace(/:[a-z]+/gi, () => encodeURIComponent(PARAMETER_VALUES())) +
    pick([
      '',
      `?annee=${encodeURIComponent(randomString(8))}`,
      `?etat=${randomString(6)}`,
      `?etat=${pick(INHERITED_NAMES)}`,
      `?email=${randomString()}`,
    ]);
  // Mostly the session of the route's own space; sometimes the other space's, a forged one or none.
  const own = route.path.startsWith('/api/benevoles') ? 'volunteer' : 'member';
  const other = own === 'volunteer' ? 'member' : 'volunteer';
  const who = pick([own, own, own, own, own, own, own, other, 'forged', 'none'] as const);
  const headers: Record<string, string> =
    who === 'forged'
      ? { cookie: `__Host-mtdm_benevole=${randomString(30)}; __Host-mtdm_adherent=${randomString(30)}` }
      : who === 'none'
        ? {}
        : { ...sessions[who] };
  if (route.method === 'GET') return { method: 'GET', url, headers };
  const kind = int(4);
  if (kind === 0)
    return {
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(randomBody()),
    };
  if (kind === 1)
    return {
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: pick(['a=1&a=2&a[b]=3', '%%%', `jeton=${randomString()}`, '='.repeat(1000)]),
    };
  if (kind === 2)
    return {
      method: 'POST',
      url,
      headers: {
        ...headers,
        'content-type': pick(['text/xml', 'application/octet-stream', 'multipart/form-data']),
      },
      payload: randomString(200),
    };
  return {
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x22, 0x00]),
  };
}

it('answers 5,000 malformed signed-in requests without a single 5xx', async () => {
  const routes = signedInRoutes();
  // Every call of both spaces is in the draw (about forty).
  expect(routes.length).toBeGreaterThan(30);
  expect(routes.some((route) => route.path.startsWith('/api/adherents'))).toBe(true);
  const statuses = new Map<number, number>();
  const failures: string[] = [];
  for (let index = 0; index < REQUESTS; index += 1) {
    const request = malformed(routes);
    const response = await ctx.app.inject(request);
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    if ((response.statusCode >= 500 || englishInRefusal(response.body).length > 0) && failures.length < 5)
      failures.push(
        `${request.method} ${String(request.url).slice(0, 120)} → ${response.statusCode} ${response.body.slice(0, 200)}`,
      );
  }
  console.info(
    `${REQUESTS} requêtes malformées sur ${routes.length} appels connectés : ${[...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status} × ${count}`)
      .join(', ')}`,
  );
  expect(failures).toEqual([]);
  // The sessions held to the end: the signed-in requests reached their handlers.
  expect((await ctx.app.inject({ url: '/api/benevoles/moi', headers: sessions.volunteer })).statusCode).toBe(
    200,
  );
  expect((await ctx.app.inject({ url: '/api/adherents/moi', headers: sessions.member })).statusCode).toBe(
    200,
  );
});

it('answers a list or a destination named after what every object has as an unknown one', async () => {
  const lists = [
    calls.orders,
    calls.ordersExport,
    calls.tours,
    calls.toursExport,
    calls.messages,
    calls.messagesExport,
    calls.applications,
    calls.applicationsExport,
  ];
  const answerTo = async (url: string) => {
    const response = await ctx.app.inject({ url, headers: sessions.volunteer });
    return { status: response.statusCode, body: response.body };
  };
  for (const call of lists) {
    const path = callUrl(call, { destination: 'chetom' } as never, {});
    const unknown = await answerTo(`${path}?etat=inconnue`);
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    expect(unknown.status).toBeLessThan(500);
    for (const name of INHERITED_NAMES) expect(await answerTo(`${path}?etat=${name}`)).toEqual(unknown);
  }
  for (const call of [calls.messages, calls.messagesExport]) {
    const unknown = await answerTo(callUrl(call, { destination: 'inconnue' } as never, {}));
    expect(unknown.status).toBe(404);
    for (const name of INHERITED_NAMES)
      expect(await answerTo(callUrl(call, { destination: name } as never, {}))).toEqual(unknown);
  }
});
