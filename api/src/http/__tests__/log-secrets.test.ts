// Second security review, finding 3: a document's link is its token; the logs keep the route's
// pattern, never a usable link, nor any other long secret-like segment or query string.
import { PassThrough } from 'node:stream';
import { createTestContext, type TestContext } from '../../__tests__/support/harness';
import { configuredIssuerEnv, donationPayload } from '../../__tests__/support/fixtures';
import { paymentCalls } from '../../__tests__/support/payment-calls';
import { loggablePath } from '../logging';

let ctx: TestContext;
let lines: string[];

beforeAll(async () => {
  lines = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  ctx = await createTestContext(configuredIssuerEnv(), {}, { logger: true, logStream: stream });
});
afterAll(() => ctx.close());

it('logs a document download by its route, never by its link', async () => {
  const calls = paymentCalls(() => ctx);
  const payload = donationPayload({ customer_id: 'don_1800000000000_3' });
  const { payment_id } = (await calls.start('donation', payload)).json() as { payment_id: string };
  await calls.sandbox(payment_id, 'pay');
  const confirmed = (await calls.confirm('donation', payment_id, payload.customer_id)).json() as {
    documents: { kind: string; url: string }[];
  };
  const url = confirmed.documents.find((document) => document.kind === 'tax-receipt')!.url;
  const token = url.split('/').pop()!;
  expect(token.length).toBeGreaterThan(40);
  expect((await ctx.app.inject({ url })).statusCode).toBe(200);
  // An altered link is logged the same way.
  expect((await ctx.app.inject({ url: `${url}x` })).statusCode).toBe(404);

  const logged = lines.join('\n');
  expect(logged).toContain('"path":"/api/documents/:token"');
  expect(logged).not.toContain(token.slice(0, 16));
  // Nor the confirmation's ids, which travel in the query string.
  expect(logged).not.toContain(payload.customer_id);
});

it('cuts any long segment of a path no route names (an unknown address)', () => {
  expect(loggablePath({ url: '/api/documents-old/abcdefghijklmnopqrstuvwxyz0123?x=1' })).toBe(
    '/api/documents-old/abcdef…',
  );
  expect(loggablePath({ url: '/pages/laboutique?cat=mugs' })).toBe('/pages/laboutique');
  expect(
    loggablePath({ url: '/sandbox-payments/pay_0123', routeOptions: { url: '/sandbox-payments/:id' } }),
  ).toBe('/sandbox-payments/:id');
});
