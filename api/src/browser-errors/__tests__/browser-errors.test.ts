// What visitors' browsers report of a module's failure: kept by module and release, rid of anything
// that could name a person, limited per visitor and per module, read by the module's own team with
// its token, counted on the health page, and purged after its period.
import { createTestContext, type TestContext } from '../../__tests__/support/harness';
import { purgeExpired } from '../../personal-data/purge';
import { BROWSER_ERRORS_PATH } from '../browser-error-routes';
import { BROWSER_ERROR_DAYS, MODULE_REPORTS_PER_HOUR, recordBrowserError } from '../browser-errors';

const SHOP_TOKEN = 's'.repeat(40);
const MUSEUM_TOKEN = 'm'.repeat(40);
const HEALTH_TOKEN = 'jeton-de-la-supervision-0123456789abcdef';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({
    DEPLOY_TOKEN_MFE_SHOP: SHOP_TOKEN,
    DEPLOY_TOKEN_MFE_MUSEUM: MUSEUM_TOKEN,
    HEALTH_TOKEN,
  });
});
afterAll(() => ctx.close());

/** A report as navigator.sendBeacon sends it: JSON in a text/plain body, from a visitor's address. */
const beacon = (report: object, ip = '203.0.113.7') =>
  ctx.app.inject({
    method: 'POST',
    url: BROWSER_ERRORS_PATH,
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'http://localhost' },
    payload: JSON.stringify(report),
    remoteAddress: ip,
  });

const stored = () =>
  ctx.app.services.db
    .prepare('SELECT module, release, route, kind, message FROM browser_errors ORDER BY id')
    .all();

it('keeps a module’s report by release and page, without the query or anything that names a person', async () => {
  // The shell names a module by its federation name; the team reads it under its folder's.
  const response = await beacon({
    module: 'mfe_shop',
    release: 'shop-1a2b3c4d5e6f',
    route: '/pages/laboutique?email=marie@example.org#panier',
    kind: 'boundary',
    message: 'Cannot read "total" of marie.dupont@example.org, commande 0612345678 (/api/x?jeton=abc)',
  });
  expect(response.statusCode).toBe(204);
  expect(stored()).toEqual([
    {
      module: 'mfe-shop',
      release: 'shop-1a2b3c4d5e6f',
      route: '/pages/laboutique',
      kind: 'boundary',
      message: 'Cannot read "total" of [adresse], commande [nombre] (/api/x',
    },
  ]);
});

it('takes out an address written with accents as whole as any other', async () => {
  const before = stored().length;
  const response = await beacon(
    {
      module: 'mfe_forms',
      route: '/pages/deveniradherent',
      kind: 'unhandled',
      message: 'Refus pour Élodie.Héraut@Exemple-Café.fr et pour zoë@musée.fr',
    },
    '203.0.113.9',
  );
  expect(response.statusCode).toBe(204);
  expect(stored().slice(before)).toEqual([
    expect.objectContaining({ message: 'Refus pour [adresse] et pour [adresse]' }),
  ]);
});

it('takes an address out of the page’s path too, and keeps the dates a path holds', async () => {
  const before = stored().length;
  for (const route of [
    '/pages/marie.dupont@example.org',
    '/pages/ActualitesAAMTDM/2026-12-17-assemblee-generale',
  ])
    expect(
      (await beacon({ module: 'mfe_association', route, kind: 'boundary', message: 'x' }, '203.0.113.10'))
        .statusCode,
    ).toBe(204);
  expect(
    stored()
      .slice(before)
      .map((report) => (report as { route: string }).route),
  ).toEqual(['/pages/[adresse]', '/pages/ActualitesAAMTDM/2026-12-17-assemblee-generale']);
});

it('refuses what is not a report of a module of the site, and keeps nothing of it', async () => {
  const before = stored().length;
  for (const report of [
    { module: 'mfe-inconnu', route: '/', kind: 'boundary', message: 'x' },
    { module: 'mfe-shop', route: '/', kind: 'autre', message: 'x' },
    { module: 'mfe-shop', route: 'https://ailleurs.example/', kind: 'chunk', message: 'x' },
  ])
    expect((await beacon(report)).statusCode).toBe(400);
  expect((await beacon({ module: 'mfe-shop' }, '203.0.113.8')).statusCode).toBe(400);
  expect(stored().length).toBe(before);
});

it('limits one visitor to thirty reports an hour, and a module to its hourly share', async () => {
  const statuses: number[] = [];
  for (let index = 0; index < 31; index += 1)
    statuses.push(
      (await beacon({ module: 'mfe-museum', route: '/', kind: 'unhandled', message: 'x' }, '198.51.100.9'))
        .statusCode,
    );
  expect(statuses.slice(0, 30).every((status) => status === 204)).toBe(true);
  expect(statuses[30]).toBe(429);
  const report = { module: 'mfe-forms', release: null, route: '/', kind: 'chunk', message: 'x' } as const;
  for (let index = 0; index < MODULE_REPORTS_PER_HOUR; index += 1)
    recordBrowserError(ctx.app.services, report);
  expect(recordBrowserError(ctx.app.services, report)).toBe(false);
});

it('lets the module’s own team read its reports with its token, and no other team', async () => {
  const read = (token: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/deployments/mfe-shop/erreurs',
      headers: { host: 'localhost', authorization: `Bearer ${token}` },
    });
  const own = await read(SHOP_TOKEN);
  expect(own.statusCode).toBe(200);
  expect(own.json()).toMatchObject({
    module: 'mfe-shop',
    keptDays: BROWSER_ERROR_DAYS,
    byRelease: { 'shop-1a2b3c4d5e6f': 1 },
    reports: [{ route: '/pages/laboutique', kind: 'boundary' }],
  });
  expect((await read(MUSEUM_TOKEN)).statusCode).toBe(403);
});

it('counts the day’s reports by module on the health page, and purges them after their period', async () => {
  const health = await ctx.app.inject({
    method: 'GET',
    url: '/api/health',
    headers: { authorization: `Bearer ${HEALTH_TOKEN}` },
  });
  expect(health.json().browserErrors).toMatchObject({ 'mfe-shop': 1, 'mfe-museum': 30 });
  const later = new Date(ctx.app.services.now().getTime() + (BROWSER_ERROR_DAYS + 1) * 24 * 60 * 60 * 1000);
  const kept = stored().length;
  expect(purgeExpired(ctx.app.services.db, ctx.config, later).browserErrors).toBe(kept);
  expect(stored()).toEqual([]);
});
