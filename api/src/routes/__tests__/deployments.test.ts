import { createTestContext, type TestContext } from '../../__tests__/support/harness';
import { tokenMessages } from '../../services/deployments/deploy-tokens';
import { deploymentHttpMessages } from '../deployments';

const shop = 's'.repeat(40);
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ DEPLOY_TOKEN_MFE_SHOP: shop });
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
