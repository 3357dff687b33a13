import { calls, CONFERENCE_BOOKING_PATHS, extraCalls, takenTourSlotsCall } from '@mtdm/shared/contracts';
import { memberCalls, publicMemberCalls, volunteerCalls } from '@mtdm/shared/contracts/signed-in';
import { createTestContext, type TestContext } from '../../__tests__/support/harness';
import { contactPaths, contactPayloads } from '../../__tests__/support/fixtures';
import { httpMessages } from '../errors';
import { withBrokenEscapesLiteral } from '../security';

/** The sources of one directive of a policy. */
const sourcesOf = (policy: string, directive: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(' '))
    .find(([name]) => name === directive)!
    .slice(1);

/**
 * Whether a page under `policy`, at `host`, may fetch `path` of its own site, as a browser reads a
 * connect-src: 'self', or a source on the host whose path is the same, or ends in « / » and begins it.
 */
function mayFetch(policy: string, host: string, path: string): boolean {
  return sourcesOf(policy, 'connect-src').some((source) => {
    if (source === "'self'") return true;
    if (!source.startsWith(`${host}/`)) return false;
    const allowed = source.slice(host.length);
    return allowed.endsWith('/') ? path.startsWith(allowed) : path === allowed;
  });
}

/** A public page the server writes itself (the api's tests build no module). */
const PUBLIC_PAGE = '/lettre/inscription';

/** Every call of the signed-in spaces, its parameters filled in. */
const signedInCallPaths = [...Object.values(volunteerCalls), ...Object.values(memberCalls)]
  .map((call) => call.path.replace(/:[A-Za-z]+/g, 'x').replace('*', 'x'))
  .filter((path) => path.startsWith('/api/'));

describe('security headers and CORS', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ CORS_ORIGINS: 'https://www.museedestroupesdemarine.example' });
  });
  afterAll(() => ctx.close());

  it('sends the CSP, nosniff, referrer policy and frame protection on every answer', async () => {
    // JSON answers, and a page the server writes (a public document: see below for its fetches).
    for (const url of ['/api/health', '/remotes.json', '/pages/inconnue', PUBLIC_PAGE]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      // No audience measurement configured: its hosts are nowhere in the policy.
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toContain('google');
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      // A public document frames the content's documents and the map only.
      expect(csp).toContain(
        url === PUBLIC_PAGE
          ? 'frame-src localhost/content/ https://www.openstreetmap.org;'
          : "frame-src 'self' https://www.openstreetmap.org;",
      );
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("form-action 'self'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('lets no frame from elsewhere into the signed-in spaces', async () => {
    for (const url of ['/benevoles/', '/adherents/', '/api/benevoles/moi', '/api/adherents/moi']) {
      const csp = String((await ctx.app.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect([url, csp]).toEqual([url, expect.stringContaining("frame-src 'self';")]);
      expect(csp).not.toContain('openstreetmap');
    }
  });

  it('lets a public page’s scripts fetch the public calls, never a signed-in space’s', async () => {
    const page = await ctx.app.inject({ url: PUBLIC_PAGE });
    const policy = String(page.headers['content-security-policy']);
    const publicCalls = [
      ...Object.values(calls).map((call) => call.path),
      ...Object.values(extraCalls).map((call) => call.path),
      takenTourSlotsCall.path,
      CONFERENCE_BOOKING_PATHS.seatsLeft,
      CONFERENCE_BOOKING_PATHS.book('conference-du-12-mars'),
      ...Object.values(publicMemberCalls),
      '/remotes.json',
      '/site-config.json',
      '/search-index.json',
      '/content/repo/news.json',
      '/api/erreurs-navigateur',
      // Read from within the page by Lighthouse's check of the site's robots.txt.
      '/robots.txt',
    ];
    for (const path of publicCalls) expect([path, mayFetch(policy, 'localhost', path)]).toEqual([path, true]);
    const refused = signedInCallPaths.filter(
      (path) => !Object.values<string>(publicMemberCalls).includes(path),
    );
    expect(refused.length).toBeGreaterThan(50);
    for (const path of [...refused, '/benevoles/', '/adherents/', '/api/health'])
      expect([path, mayFetch(policy, 'localhost', path)]).toEqual([path, false]);
    // An XML document answers with the same policy; a public page starts no worker, so a script file
    // (a worker's would rule it), like what runs nothing (JSON), keeps the site's shorter one.
    expect(sourcesOf(policy, 'worker-src')).toEqual(["'none'"]);
    const sitemap = await ctx.app.inject({ url: '/sitemap.xml' });
    expect(sourcesOf(String(sitemap.headers['content-security-policy']), 'connect-src')).toEqual(
      sourcesOf(policy, 'connect-src'),
    );
    for (const url of ['/admin/decap/103.cms.js', '/api/conferences/places']) {
      const answer = await ctx.app.inject({ url });
      expect([url, answer.statusCode]).toEqual([url, 200]);
      expect([url, sourcesOf(String(answer.headers['content-security-policy']), 'connect-src')]).toEqual([
        url,
        ["'self'"],
      ]);
    }
    // The signed-in spaces' own answers keep the site's whole origin.
    for (const url of ['/benevoles/', '/api/benevoles/moi', '/adherents/', '/api/adherents/moi'])
      expect([
        url,
        sourcesOf(String((await ctx.app.inject({ url })).headers['content-security-policy']), 'connect-src'),
      ]).toEqual([url, ["'self'"]]);
  });

  it('names the public address in the public policy once it is set, whatever the Host header', async () => {
    const production = await createTestContext({ PUBLIC_BASE_URL: 'https://musee.example' });
    try {
      const page = await production.app.inject({
        url: PUBLIC_PAGE,
        headers: { host: 'autre.example' },
      });
      const policy = String(page.headers['content-security-policy']);
      expect(mayFetch(policy, 'musee.example', '/api/index.php')).toBe(true);
      expect(policy).not.toContain('autre.example');
      expect(mayFetch(policy, 'musee.example', '/api/benevoles/commandes')).toBe(false);
    } finally {
      await production.close();
    }
  });

  it('keeps the site’s own policy on a local server reached under another name (a telephone on the network)', async () => {
    const page = await ctx.app.inject({ url: PUBLIC_PAGE, headers: { host: '192.168.1.20:8080' } });
    const policy = String(page.headers['content-security-policy']);
    expect(sourcesOf(policy, 'connect-src')).toEqual(["'self'"]);
    expect(policy).not.toContain('localhost');
  });

  it('allows the audience measurement’s hosts only when it is configured', async () => {
    const measured = await createTestContext({ GA_MEASUREMENT_ID: 'G-TEST12345' });
    try {
      const csp = String(
        (await measured.app.inject({ url: PUBLIC_PAGE })).headers['content-security-policy'],
      );
      expect(csp).toContain("script-src 'self' https://www.googletagmanager.com;");
      expect(sourcesOf(csp, 'connect-src')).toEqual(
        expect.arrayContaining(['localhost/api/index.php', 'https://www.googletagmanager.com']),
      );
    } finally {
      await measured.close();
    }
  });

  it('allows credentials for a configured origin only', async () => {
    const allowed = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/index.php?endpoint=create-payment',
      headers: {
        origin: 'https://www.museedestroupesdemarine.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(
      'https://www.museedestroupesdemarine.example',
    );
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const other = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/index.php?endpoint=create-payment',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers unknown api addresses with a French JSON 404', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/inconnu.php', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: httpMessages.notFound });
  });
});

describe('rate limiting', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ RATE_LIMIT_MAX: '3' });
  });
  afterAll(() => ctx.close());

  it('refuses the fourth form post of a minute from one address with a French 429', async () => {
    const post = (ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url: contactPaths.chetom,
        payload: contactPayloads.chetom,
        remoteAddress: ip,
      });
    for (let index = 0; index < 3; index += 1) expect((await post('203.0.113.7')).statusCode).toBe(200);
    const limited = await post('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      message: httpMessages.tooManyRequests,
      error: httpMessages.tooManyRequests,
    });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await post('198.51.100.9')).statusCode).toBe(200);
    expect(ctx.count('contact_messages')).toBe(4);
    // Static files and the health check are never limited.
    for (let index = 0; index < 10; index += 1) {
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '203.0.113.7' }))
          .statusCode,
      ).toBe(200);
    }
  });

  it('limits payment starts too', async () => {
    const post = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/faireundon.php?endpoint=create-payment-don',
        payload: {},
        remoteAddress: '192.0.2.1',
      });
    for (let index = 0; index < 3; index += 1) expect((await post()).statusCode).toBe(400);
    const limited = await post();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe(httpMessages.tooManyRequests);
  });
});

describe('withBrokenEscapesLiteral', () => {
  it('leaves an address alone when its path decodes, whatever its query holds', () => {
    for (const url of ['/', '/pages/LeMuseeEnBref', '/pages/Le%20Mus%C3%A9e', '/pages/recherche?q=%', '/a#%'])
      expect(withBrokenEscapesLiteral(url)).toBe(url);
  });

  it('reads every percent sign of an undecodable path literally, and keeps the query as sent', () => {
    expect(withBrokenEscapesLiteral('/pages/%')).toBe('/pages/%25');
    expect(withBrokenEscapesLiteral('/pages/%ff')).toBe('/pages/%25ff');
    expect(withBrokenEscapesLiteral('/pages/Le%20Mus%C3?q=%C3%A9')).toBe('/pages/Le%2520Mus%25C3?q=%C3%A9');
    expect(decodeURI(withBrokenEscapesLiteral('/pages/%E0%A4%A'))).toBe('/pages/%E0%A4%A');
  });
});
