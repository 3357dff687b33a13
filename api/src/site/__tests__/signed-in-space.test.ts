// A signed-in space's document is answered once: the route stops there, with nothing sent after it
// (Fastify logs a second answer as « Reply was already sent »).
import { PassThrough } from 'node:stream';
import { createTestContext, type TestContext } from '../../__tests__/support/harness';
import { payMembership } from '../../__tests__/support/payment-calls';
import { signInMember } from '../../__tests__/support/member-session';
import { signInVolunteer, volunteersFile } from '../../__tests__/support/volunteer-session';
import { writeBuiltShell } from '../../__tests__/support/built-shell';

let ctx: TestContext;
const logLines: string[] = [];
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => logLines.push(chunk.toString('utf8')));
  ctx = await createTestContext(
    {
      VOLUNTEERS_FILE: volunteersFile([
        { email: 'boutique@example.org', name: 'Boutique', roles: ['boutique'] },
      ]),
      SIGN_IN_RATE_LIMIT_MAX: '1000',
    },
    {},
    { logger: true, logStream: stream },
  );
  writeBuiltShell(ctx.config.siteRoot);
});
afterAll(() => ctx.close());

it.each([
  ['the volunteers’ space', '/benevoles/commandes', () => signInVolunteer(ctx, 'boutique@example.org')],
  [
    'the member area',
    '/adherents/',
    async () => {
      await payMembership(ctx, 'membre@example.com');
      return signInMember(ctx, 'membre@example.com');
    },
  ],
])('answers %s’s document once, and nothing after it', async (_space, url, signIn) => {
  const { headers } = await signIn();
  const before = logLines.length;
  const page = await ctx.app.inject({ url, headers: { cookie: headers.cookie } });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('"signedInSpace"');
  // A second answer is tried once the first has ended, when the route goes on: a turn of the event
  // loop lets its warning reach the log.
  await new Promise((resolve) => setImmediate(resolve));
  const written = logLines.slice(before).join('');
  expect(written).toContain('"statusCode":200');
  expect(written).not.toContain('Reply was already sent');
});
