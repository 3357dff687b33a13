// Holes closed in the server: each test here failed before its fix.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestContext, type TestContext } from '../../__tests__/support/harness';
import { contactPaths, contactPayloads, donationPayload } from '../../__tests__/support/fixtures';
import { START_PATHS } from '../../__tests__/support/payment-calls';
import { NEWSLETTER_CONSENT, NEWSLETTER_PATHS } from '@mtdm/shared/contracts';
import { validationMessages } from '@mtdm/shared/validation';
import { loadConfig, parseTrustProxy } from '../../config';
import { startUpWarnings } from '../../start-up/start-up-warnings';
import { testContentFolder } from '../../__tests__/support/content-folder';
import { configuredAssociation } from '../../__tests__/support/fixtures';
import { httpMessages } from '../errors';
import { PERMISSIONS_POLICY } from '../security';

const postContact = (
  ctx: TestContext,
  headers: Record<string, string | undefined> = {},
  remoteAddress = '203.0.113.7',
) =>
  ctx.app.inject({
    method: 'POST',
    url: contactPaths.chetom,
    payload: contactPayloads.chetom,
    headers: Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined)) as Record<
      string,
      string
    >,
    remoteAddress,
  });

describe('client address: X-Forwarded-For is believed only from configured proxies', () => {
  it('by default, a client cannot escape the rate limit by inventing addresses', async () => {
    const ctx = await createTestContext({ RATE_LIMIT_MAX: '2' });
    try {
      const statuses = [];
      for (const forged of ['198.51.100.1', '198.51.100.2', '198.51.100.3'])
        statuses.push((await postContact(ctx, { 'x-forwarded-for': forged })).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await ctx.close();
    }
  });

  it('a client cannot escape it by cycling the addresses of its IPv6 network, nor by rewriting its IPv4', async () => {
    // An IPv6 subscriber holds a whole /64: its addresses count as one client; another network is another.
    const ctx = await createTestContext({ RATE_LIMIT_MAX: '2' });
    try {
      const statuses = [];
      for (const address of ['2001:db8:7:1::1', '2001:db8:7:1:ffff::2', '2001:db8:7:1:abcd:1:2:3'])
        statuses.push((await postContact(ctx, {}, address)).statusCode);
      statuses.push((await postContact(ctx, {}, '2001:db8:7:2::1')).statusCode);
      // The same IPv4, written plain then mapped into IPv6.
      for (const address of ['198.51.100.9', '::ffff:198.51.100.9', '::ffff:c633:6409'])
        statuses.push((await postContact(ctx, {}, address)).statusCode);
      expect(statuses).toEqual([200, 200, 429, 200, 200, 200, 429]);
    } finally {
      await ctx.close();
    }
  });

  it('behind one configured proxy, the address it forwards is the client’s', async () => {
    const ctx = await createTestContext({ RATE_LIMIT_MAX: '2', TRUST_PROXY: '1' });
    try {
      const statuses = [];
      for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3'])
        statuses.push((await postContact(ctx, { 'x-forwarded-for': client }, '10.0.0.2')).statusCode);
      expect(statuses).toEqual([200, 200, 200]);
    } finally {
      await ctx.close();
    }
  });

  it('reads TRUST_PROXY as off, a hop count or addresses, and refuses "true"', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('127.0.0.1,10.0.0.2')).toBe('127.0.0.1,10.0.0.2');
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY/);
  });
});

describe('headers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ TRUST_PROXY: '1' });
  });
  afterAll(() => ctx.close());

  it('sends a Permissions-Policy on every answer', async () => {
    for (const url of ['/api/health', '/remotes.json']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
      expect(PERMISSIONS_POLICY).toContain('camera=()');
    }
  });

  it('answers an address it cannot decode in French, with the site’s headers, never the router’s English', async () => {
    const documentLink = await ctx.app.inject({ method: 'GET', url: '/api/documents/a%ff' });
    expect(documentLink.statusCode).toBe(404);
    expect(documentLink.body).toContain('<h1>Document introuvable</h1>');
    const call = await ctx.app.inject({ method: 'POST', url: '/api/formulaire%', payload: {} });
    expect(call.statusCode).toBe(404);
    expect(call.json()).toEqual({ message: httpMessages.notFound });
    for (const response of [documentLink, call]) {
      expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
      expect(response.body).not.toContain('FST_ERR');
    }
  });

  it('gives a request a minute to arrive whole', () => {
    expect(ctx.app.server.requestTimeout).toBe(60_000);
  });

  it('sends HSTS over HTTPS only', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.0.2' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('cross-site posts', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ CORS_ORIGINS: 'https://partenaire.example' });
  });
  afterAll(() => ctx.close());

  it('refuses a form posted from another site, stores nothing and says why in French', async () => {
    for (const headers of [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
    ]) {
      const response = await postContact(ctx, headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, message: httpMessages.crossSite });
    }
    const tour = await ctx.app.inject({
      method: 'POST',
      url: '/submit-guided-tour',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'first-name=Jean',
    });
    expect(tour.statusCode).toBe(403);
    expect(tour.body).toBe(httpMessages.crossSite);
    expect(ctx.count('contact_messages')).toBe(0);
    expect(ctx.count('tour_requests')).toBe(0);
  });

  it('accepts the site’s own pages, a configured origin and clients that send no origin', async () => {
    expect((await postContact(ctx, { origin: 'http://localhost:80' })).statusCode).toBe(200);
    expect(
      (await postContact(ctx, { origin: 'https://localhost:80', 'sec-fetch-site': 'same-origin' }))
        .statusCode,
    ).toBe(200);
    expect((await postContact(ctx, { origin: 'https://partenaire.example' })).statusCode).toBe(200);
    expect((await postContact(ctx)).statusCode).toBe(200);
    expect(ctx.count('contact_messages')).toBe(4);
  });
});

describe('production settings', () => {
  it('refuses the sandbox provider in production unless it is explicitly allowed', () => {
    const site = { PUBLIC_BASE_URL: 'https://musee-troupes-marine.fr' };
    expect(() => loadConfig({ NODE_ENV: 'production', ...site })).toThrow(/sandbox/);
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: '1', ...site }).production).toBe(
      true,
    );
    expect(loadConfig({}).production).toBe(false);
  });

  it('names every mail recipient still on a placeholder address, and the association’s details still empty', () => {
    // A deployment folder of its own: the repository's, once npm start has run, holds a live release
    // whose content would be read instead of these folders.
    const noRelease = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-no-release-'));
    const warnings = startUpWarnings(loadConfig({ CONTENT_DIR: testContentFolder(), DEPLOY_DIR: noRelease }));
    expect(warnings).toHaveLength(4);
    expect(warnings[3]).toMatch(/^Détails de l’association encore vides .*numéro RNA.*signataire des reçus/);
    const complete = testContentFolder({
      ...configuredAssociation,
      rnaNumber: 'W831000123',
      siret: '12345678900012',
      publicationDirector: 'Marie Martin',
      host: 'Hébergeur, 1 rue du Port, 83600 Fréjus',
      consumerMediator: 'Médiateur, 2 rue de la Paix, 75002 Paris',
      postalBox: 'BP 123',
      emailAssociation: 'aamtdm@musee.fr',
      emailMuseum: 'accueil@musee.fr',
      emailArchiveCentre: 'chetom@musee.fr',
      emailShop: 'boutique@musee.fr',
    });
    const configured = loadConfig({
      CONTENT_DIR: complete,
      DEPLOY_DIR: noRelease,
      MAIL_TO_MUSEUM: 'accueil@musee-troupes-marine.fr',
      MAIL_TO_ASSOCIATION: 'aamtdm@musee-troupes-marine.fr',
    });
    expect(startUpWarnings(configured)).toEqual([expect.stringMatching(/^MAIL_TO_CHETOM /)]);
  });

  it('says in production what is still unsafe: mail only written to files, sandbox payments, no editor repository', () => {
    const production = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_BASE_URL: 'https://musee.example.org',
      ALLOW_SANDBOX_PAYMENTS: '1',
      CONTENT_DIR: testContentFolder(),
    });
    const warnings = startUpWarnings(production);
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^SMTP_URL n’est pas configuré\s: aucun courriel ne part/),
        expect.stringMatching(/^ALLOW_SANDBOX_PAYMENTS=1\s: les paiements sont ceux du bac à sable/),
        expect.stringMatching(/^CONTENT_EDITOR_REPO n’est pas configuré\s:/),
      ]),
    );
    const safe = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_BASE_URL: 'https://musee.example.org',
      PAYMENT_PROVIDER: 'helloasso',
      HELLOASSO_CLIENT_ID: 'id',
      HELLOASSO_CLIENT_SECRET: 'secret',
      HELLOASSO_ORGANIZATION_SLUG: 'aamtdm',
      SMTP_URL: 'smtp://mail.example.org:587',
      CONTENT_EDITOR_REPO: 'association/site-musee',
      CONTENT_DIR: testContentFolder(),
    });
    expect(
      startUpWarnings(safe).filter((warning) => /SMTP_URL|SANDBOX|CONTENT_EDITOR/.test(warning)),
    ).toEqual([]);
  });

  it('does not serve source maps in production', async () => {
    const siteRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-maps-'));
    fs.mkdirSync(path.join(siteRoot, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(
      path.join(siteRoot, 'shell', 'dist', 'index.html'),
      '<!DOCTYPE html><div id="root"></div>',
    );
    fs.writeFileSync(path.join(siteRoot, 'shell', 'dist', 'main.js'), 'var a;');
    fs.writeFileSync(path.join(siteRoot, 'shell', 'dist', 'main.js.map'), '{"version":3}');
    for (const [env, expected] of [
      [{}, 200],
      [{ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: '1', PUBLIC_BASE_URL: 'https://musee.fr' }, 404],
    ] as const) {
      const ctx = await createTestContext({ SITE_ROOT: siteRoot, ...env });
      try {
        expect((await ctx.app.inject({ method: 'GET', url: '/main.js.map' })).statusCode).toBe(expected);
        expect((await ctx.app.inject({ method: 'GET', url: '/main.js' })).statusCode).toBe(200);
      } finally {
        await ctx.close();
      }
    }
    fs.rmSync(siteRoot, { recursive: true, force: true });
  });
});

describe('an address built to hold the server', () => {
  // Dots after an « @ », ending on a character no address takes: the shape check's time grew with the
  // square of its length, some two minutes of a server doing nothing else for one body this size.
  const slowAddress = `a@${'.'.repeat(200_000)}@`;
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('is refused by a contact form with the forms’ message, as any address too long to receive mail', async () => {
    // What keeps the check quick: no address past 254 characters is read by the pattern.
    const tooLong = `${'a'.repeat(64)}@${'b'.repeat(187)}.fr`;
    for (const email of [slowAddress, tooLong]) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: contactPaths.chetom,
        payload: { ...contactPayloads.chetom, email },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(validationMessages.email);
    }
  });

  it('is refused by a payment start and by the newsletter', async () => {
    const start = await ctx.app.inject({
      method: 'POST',
      url: START_PATHS.donation,
      payload: donationPayload({ email: slowAddress }),
    });
    expect(start.statusCode).toBe(400);
    expect(start.json().error).toBe(validationMessages.email);
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: NEWSLETTER_PATHS.subscribe,
      payload: new URLSearchParams({ email: slowAddress, consent: NEWSLETTER_CONSENT.version }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.body).toContain(validationMessages.email);
    expect(ctx.count('newsletter_subscribers')).toBe(0);
  });
});
