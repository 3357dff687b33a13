// Every file the volunteers' space hands out holds people's details: each download is a line of the
// journal (who, when, which file, how many rows), whatever the list, and the journal names no one.
import { volunteerCalls, callUrl } from '@mtdm/shared/contracts/signed-in';
import { createTestContext, type TestContext } from '../../__tests__/support/harness';
import {
  cartLine,
  configuredIssuerEnv,
  donationPayload,
  shopPayload,
} from '../../__tests__/support/fixtures';
import { paymentCalls } from '../../__tests__/support/payment-calls';
import { signInVolunteer, volunteersFile } from '../../__tests__/support/volunteer-session';

const EVERY_ROLE = ['boutique', 'adhesions', 'tresorerie', 'musee', 'chetom', 'administration'];
/**
 * The one file call not asked here: an application's attached file, recorded as « fichier
 * téléchargé » (inbox/__tests__/inbox-handling.test.ts proves it).
 */
const ASKED_ELSEWHERE = new Set(['applicationFile']);

let ctx: TestContext;
let headers: Record<string, string>;
let order: string;
beforeAll(async () => {
  ctx = await createTestContext({
    ...configuredIssuerEnv(),
    VOLUNTEERS_FILE: volunteersFile([{ email: 'tout@example.org', name: 'Tout', roles: EVERY_ROLE }]),
  });
  const calls = paymentCalls(() => ctx);
  order = await calls.pay('shop', shopPayload([cartLine('casquette-ancre-d-or', 1)], 24.75, 6.75));
  await calls.pay('donation', donationPayload());
  ({ headers } = await signInVolunteer(ctx, 'tout@example.org'));
});
afterAll(() => ctx.close());

/** The arguments of the file calls that need some. */
const ARGUMENTS: Record<string, () => { params?: Record<string, string>; query?: Record<string, string> }> = {
  packingSlip: () => ({ params: { id: order } }),
  packingSlips: () => ({ query: { commandes: order } }),
  messagesExport: () => ({ params: { destination: 'musee' } }),
  personCopy: () => ({ query: { email: 'lefevre.marie@example.com' } }),
};

const journal = () =>
  ctx.app.services.db
    .prepare('SELECT volunteer, action, subject FROM personal_data_views ORDER BY id')
    .all() as {
    volunteer: string;
    action: string;
    subject: string;
  }[];

it('records each file of the space as it is downloaded, naming the file and its rows, never a person', async () => {
  const files = Object.entries(volunteerCalls).filter(([, call]) => call.answer === 'file');
  expect(files.length).toBeGreaterThan(10);
  for (const [name, call] of files) {
    if (ASKED_ELSEWHERE.has(name)) continue;
    const { params = {}, query = {} } = ARGUMENTS[name]?.() ?? {};
    const before = journal().length;
    const response = await ctx.app.inject({
      method: 'GET',
      url: callUrl(call, params as never, query),
      headers,
    });
    expect([name, response.statusCode]).toEqual([name, 200]);
    const added = journal().slice(before);
    expect([name, added.length > 0]).toEqual([name, true]);
    for (const line of added) {
      expect(line.volunteer).toBe('tout@example.org');
      expect(line.subject).not.toContain('@');
    }
  }
  // A list's file says how many rows left with it.
  const orders = journal().find((line) => line.subject === 'commandes-a-expedier.csv')!;
  expect(orders.action).toBe('liste exportée, 1 ligne');
  const spreadsheet = await ctx.app.inject({
    method: 'GET',
    url: callUrl(volunteerCalls.donationsExport, {} as never, { format: 'xlsx' }),
    headers,
  });
  expect(spreadsheet.statusCode).toBe(200);
  expect(journal().at(-1)).toMatchObject({
    action: 'liste exportée, 1 ligne',
    subject: expect.stringMatching(/\.xlsx$/),
  });
});

/**
 * The list not recorded when viewed: the journal itself, which names volunteers and references, no
 * one of the public (reading it into itself would only repeat it).
 */
const LISTS_NOT_RECORDED = new Set(['views']);
const LIST_ARGUMENTS: Record<string, Record<string, string>> = { messages: { destination: 'musee' } };

it('records each page of a list of people as it is viewed: which list and page, searched or not, never what was typed', async () => {
  const lists = Object.entries(volunteerCalls).filter(
    ([, call]) => typeof call.answer === 'object' && 'pageCount' in call.answer.shape,
  );
  expect(lists.length).toBeGreaterThanOrEqual(8);
  for (const [name, call] of lists) {
    if (LISTS_NOT_RECORDED.has(name)) continue;
    const before = journal().length;
    const response = await ctx.app.inject({
      method: 'GET',
      url: callUrl(call, (LIST_ARGUMENTS[name] ?? {}) as never, { q: 'Lefèvre' }),
      headers,
    });
    expect([name, response.statusCode]).toEqual([name, 200]);
    const added = journal().slice(before);
    expect([name, added]).toEqual([
      name,
      [
        {
          volunteer: 'tout@example.org',
          action: expect.stringMatching(/^liste consultée, \d+ lignes?$/),
          subject: expect.stringMatching(/^[a-z0-9-]+, page 1, recherche$/),
        },
      ],
    ]);
  }
  // Unsearched, a page says how many rows it showed.
  await ctx.app.inject({ method: 'GET', url: callUrl(volunteerCalls.orders, {} as never, {}), headers });
  expect(journal().at(-1)).toMatchObject({
    action: 'liste consultée, 1 ligne',
    subject: 'commandes-a-expedier, page 1',
  });
});
