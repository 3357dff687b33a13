import { createTestContext, type TestContext } from '../../__tests__/support/harness';
import { tokenMessages } from '../deploy-tokens';
import { deploymentHttpMessages } from '../deployment-routes';

const shop = 's'.repeat(40);
const museum = 'm'.repeat(40);
const RATE_LIMIT = 6;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({
    DEPLOY_TOKEN_MFE_SHOP: shop,
    DEPLOY_TOKEN_MFE_MUSEUM: museum,
    DEPLOY_RATE_LIMIT_MAX: String(RATE_LIMIT),
  });
});
afterAll(() => ctx.close());

const bearer = { authorization: `Bearer ${shop}` };

it('refuses plain HTTP unless the request comes from this machine to its local address', async () => {
  const remote = await ctx.app.inject({
    method: 'GET',
    url: '/api/deployments/mfe-shop',
    headers: { ...bearer, host: 'musee.example.org' },
  });
  expect(remote.statusCode).toBe(403);
  expect(remote.json().message).toBe(deploymentHttpMessages.plainHttp);
  const local = await ctx.app.inject({
    method: 'GET',
    url: '/api/deployments/mfe-shop',
    headers: { ...bearer, host: 'localhost:8080' },
  });
  expect(local.statusCode).toBe(200);
});

it('answers 401 without the module’s token, 404 for an unknown module, 415 for what is not an archive', async () => {
  const headers = { host: 'localhost' };
  expect((await ctx.app.inject({ url: '/api/deployments/mfe-shop', headers })).json().message).toBe(
    tokenMessages.missing,
  );
  expect((await ctx.app.inject({ url: '/api/deployments/mfe-inconnu', headers })).statusCode).toBe(404);
  const json = await ctx.app.inject({
    method: 'POST',
    url: '/api/deployments/mfe-shop',
    headers: { ...headers, ...bearer, 'content-type': 'application/json' },
    payload: '{}',
  });
  expect(json.statusCode).toBe(415);
});

it('lists no release before the first deployment, and has nothing to roll back to', async () => {
  const headers = { host: 'localhost', ...bearer };
  const listing = await ctx.app.inject({ url: '/api/deployments/mfe-shop', headers });
  expect(listing.json()).toEqual({ module: 'mfe-shop', live: 'dist', releases: [], history: [] });
  const rollback = await ctx.app.inject({
    method: 'POST',
    url: '/api/deployments/mfe-shop/rollback',
    headers,
    payload: {},
  });
  expect(rollback.statusCode).toBe(422);
  expect(rollback.json().message).toMatch(/Aucune version précédente de mfe-shop/);
});

it('counts each token’s requests, refusals included, against that token only; its 429 says what Retry-After says', async () => {
  const asMuseum = { host: 'localhost', authorization: `Bearer ${museum}` };
  // Refused requests (a wrong module for this token) count against the token that made them.
  const refused = await ctx.app.inject({ url: '/api/deployments/mfe-shop', headers: asMuseum });
  expect(refused.statusCode).toBe(403);
  let last = refused;
  for (let sent = 1; sent <= RATE_LIMIT; sent += 1)
    last = await ctx.app.inject({ url: '/api/deployments/mfe-museum', headers: asMuseum });
  expect(last.statusCode).toBe(429);
  const seconds = Number(last.headers['retry-after']);
  expect(seconds).toBeGreaterThan(3500);
  expect(last.json().message).toBe(deploymentHttpMessages.tooMany(seconds));
  expect(last.json().message).toMatch(/jeton\s: réessayez dans 60 minutes\.$/);
  // The shop's token has its own allowance.
  const shopListing = await ctx.app.inject({
    url: '/api/deployments/mfe-shop',
    headers: { host: 'localhost', ...bearer },
  });
  expect(shopListing.statusCode).toBe(200);
});
