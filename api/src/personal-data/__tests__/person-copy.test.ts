// A person asks for a copy of their data: the administration downloads it from the space, one JSON
// file of what is filed under their address (a message, a tour request, an application and its CV's
// name, an order, a membership and its documents), with nothing of anyone else's, no volunteer's
// address, no secret; the download is in the journal. Every column of the copied tables is copied or
// left out with its reason.
import { callUrl, memberCalls, volunteerCalls as calls } from '@mtdm/shared/contracts/signed-in';
import type { TestContext } from '../../__tests__/support/harness';
import { payMembership, placeOrder } from '../../__tests__/support/payment-calls';
import { applyForJob, requestTour, sendMessage } from '../../__tests__/support/visitor-submissions';
import { configuredIssuerEnv } from '../../__tests__/support/fixtures';
import {
  signInVolunteer,
  spaceTestContext,
  type SpaceSessions,
} from '../../__tests__/support/volunteer-session';
import { spaceRequest } from '../../__tests__/support/link-sign-in';
import { signInMember } from '../../__tests__/support/member-session';
import { stopReminders } from '../../member-area/reminder-store';
import { PERSON_COPY, TABLES_LEFT_OUT } from '../person-copy-store';

const PERSON = 'helene.garnier@example.com';
const SOMEONE_ELSE = 'marc.vidal@example.com';

/** The museum's volunteer, under an address of their own (the museum's mailbox is another). */
const GUIDE = 'ines.guide@example.org';
let ctx: TestContext;
const sessions: SpaceSessions = {};
beforeAll(async () => {
  ctx = await spaceTestContext(
    [
      { email: 'admin@example.org', name: 'Anne Admin', roles: ['administration'] },
      { email: GUIDE, name: 'Inès Guide', roles: ['musee'] },
      { email: 'boutique@example.org', name: 'Claire Boutique', roles: ['boutique'] },
    ],
    configuredIssuerEnv(),
  );
  for (const email of ['admin@example.org', GUIDE, 'boutique@example.org'])
    sessions[email] = (await signInVolunteer(ctx, email)).headers;
}, 60_000);
afterAll(() => ctx.close());

const json = spaceRequest(() => ctx);
const copyOf = (email: string, volunteer = 'admin@example.org') =>
  json('GET', callUrl(calls.personCopy, {}, { email }), undefined, sessions[volunteer]!);

it('names each column of the copied tables once: copied, or left out with its reason', () => {
  for (const [table, { copied, leftOut }] of Object.entries(PERSON_COPY)) {
    const columns = (ctx.app.services.db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[])
      .map((column) => column.name)
      .sort();
    expect([table, [...copied, ...Object.keys(leftOut)].sort()]).toEqual([table, columns]);
    for (const reason of Object.values(leftOut)) expect(reason.length).toBeGreaterThan(10);
  }
});

it('decides for each table holding a person’s address: in the copy, or left out with its reason', () => {
  const tables = (
    ctx.app.services.db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all() as { name: string }[]
  ).map((table) => table.name);
  const holdingAnAddress = tables.filter((table) =>
    (ctx.app.services.db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).some((column) =>
      /email|recipient/.test(column.name),
    ),
  );
  expect(holdingAnAddress.length).toBeGreaterThan(15);
  for (const table of holdingAnAddress)
    expect([table, table in PERSON_COPY || table in TABLES_LEFT_OUT]).toEqual([table, true]);
  for (const table of Object.keys(TABLES_LEFT_OUT)) expect(tables).toContain(table);
});

it('gives a file of the person’s records, and of no one else’s', async () => {
  await sendMessage(ctx, 'museum', {
    email: PERSON,
    message: 'Pourriez-vous me dire ce que vous gardez de moi ?',
  });
  await requestTour(ctx, { email: PERSON });
  await applyForJob(ctx, PERSON);
  const order = await placeOrder(ctx, { email: PERSON });
  await placeOrder(ctx, { email: SOMEONE_ELSE });
  const membership = await payMembership(ctx, PERSON);
  // A volunteer handles the message: their address is on its row, not in the copy.
  const { id: message } = ctx.app.services.db.prepare('SELECT max(id) AS id FROM contact_messages').get() as {
    id: number;
  };
  expect(
    (await json('POST', callUrl(calls.handleMessage, { id: String(message) }), {}, sessions[GUIDE]!))
      .statusCode,
  ).toBe(200);

  // They stopped the renewal reminders, as the link of a reminder does.
  stopReminders(ctx.app.services.db, PERSON, new Date().toISOString(), 'helene garnier');

  const answer = await copyOf(PERSON);
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.headers['content-disposition']).toBe('attachment; filename="donnees-personnelles.json"');
  const copy = JSON.parse(answer.body);
  expect(copy.adresse).toBe(PERSON);
  expect(copy.messages).toEqual([
    expect.objectContaining({
      form: 'museum',
      email: PERSON,
      message: 'Pourriez-vous me dire ce que vous gardez de moi ?',
      handled_at: expect.any(String),
    }),
  ]);
  expect(copy.demandes_de_visite).toHaveLength(1);
  expect(copy.candidatures[0].fichiers).toEqual([
    expect.objectContaining({
      field: 'resume',
      original_name: 'CV Hélène Roux.pdf',
      media_type: 'application/pdf',
    }),
  ]);
  const byKind = Object.fromEntries(
    (copy.paiements as { kind: string; reference: string }[]).map((payment) => [payment.kind, payment]),
  );
  expect(byKind.shop).toMatchObject({
    reference: `CMD-${order.slice(-10).toUpperCase()}`,
    status: 'paid',
    commande: { lignes: [expect.objectContaining({ product_id: 'casquette-ancre-d-or', quantity: 1 })] },
  });
  expect(byKind.membership).toMatchObject({
    reference: `ADH-${membership.slice(-10).toUpperCase()}`,
    adhesion: { birth_date: '1960-05-12', grade: 'Adjudant-chef', arm: 'Infanterie de marine' },
  });
  expect(
    (byKind.membership as unknown as { documents: { kind: string }[] }).documents
      .map((document) => document.kind)
      .sort(),
  ).toEqual(['membership-attestation', 'tax-receipt']);
  expect(copy.courriels.length).toBeGreaterThan(0);
  expect(copy.rappels_arretes).toEqual([{ member: 'helene garnier', opted_out_at: expect.any(String) }]);
  // Nothing of another buyer, of a volunteer, of a secret or of the server's folders.
  for (const absent of [SOMEONE_ELSE, GUIDE, 'handled_by', 'stored_path', 'digest', '"pdf"', '"body"'])
    expect([absent, answer.body.includes(absent)]).toEqual([absent, false]);
});

it('gives a member the same copy of their own data from their space, with no line in the journal', async () => {
  const { headers } = await signInMember(ctx, PERSON);
  const journalLines = () =>
    (ctx.app.services.db.prepare('SELECT count(*) AS n FROM personal_data_views').get() as { n: number }).n;
  const before = journalLines();
  const answer = await ctx.app.inject({ method: 'GET', url: memberCalls.copy.path, headers });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-disposition']).toBe('attachment; filename="donnees-personnelles.json"');
  const copy = JSON.parse(answer.body);
  expect(copy.adresse).toBe(PERSON);
  expect(copy.messages).toHaveLength(1);
  expect(copy.paiements.map((payment: { kind: string }) => payment.kind).sort()).toEqual([
    'membership',
    'shop',
  ]);
  expect(answer.body).not.toContain(SOMEONE_ELSE);
  expect(journalLines()).toBe(before);
  // Without their session, nothing.
  expect((await ctx.app.inject({ method: 'GET', url: memberCalls.copy.path })).statusCode).toBe(401);
});

it('is in the journal under the address’s digest, and for the administration alone', async () => {
  await copyOf('personne.inconnue@example.org');
  const lines = ctx.app.services.db
    .prepare('SELECT volunteer, action, subject FROM personal_data_views ORDER BY id DESC LIMIT 1')
    .all() as { volunteer: string; action: string; subject: string }[];
  expect(lines).toEqual([
    {
      volunteer: 'admin@example.org',
      action: 'copie des données d’une personne téléchargée',
      subject: expect.stringMatching(/^PERS-/),
    },
  ]);
  expect((await copyOf(PERSON, 'boutique@example.org')).statusCode).toBe(403);
});
