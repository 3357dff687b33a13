// Shipping several orders at once, as the shop's volunteers do on a busy day: their slips in one PDF,
// a page each, then all marked shipped in one step, each with its carrier and tracking number, each
// buyer mailed. One transaction: a line that cannot be shipped leaves every order as it was, and says
// why, line by line.
import { formatMessages } from '@mtdm/shared/contracts';
import { volunteerCalls as calls } from '@mtdm/shared/contracts/signed-in';
import { validationMessages } from '@mtdm/shared/validation';
import { parisToday } from '@mtdm/shared/content';
import type { TestContext } from '../../__tests__/support/harness';
import { seedLists } from '../../__tests__/support/list-seed';
import { readPdf } from '../../__tests__/support/pdf-text';
import { mailText } from '../../__tests__/support/smtp';
import { signInVolunteer, spaceTestContext } from '../../__tests__/support/volunteer-session';

let ctx: TestContext;
let shop: Record<string, string>;
let treasurer: Record<string, string>;
const id = (index: number) => `pay_o${String(index).padStart(10, '0')}`;
const reference = (index: number) => `CMD-${id(index).slice(-10).toUpperCase()}`;

beforeAll(async () => {
  ctx = await spaceTestContext([
    { email: 'boutique@example.org', name: 'Claire', roles: ['boutique'] },
    { email: 'tresorier@example.org', name: 'Paul', roles: ['tresorerie'] },
  ]);
  seedLists(ctx.app.services.db, { members: 0, orders: 6, today: parisToday(ctx.app.services.now()) });
  shop = (await signInVolunteer(ctx, 'boutique@example.org')).headers;
  treasurer = (await signInVolunteer(ctx, 'tresorier@example.org')).headers;
});
afterAll(() => ctx.close());

const stateOf = (index: number) =>
  (
    ctx.app.services.db
      .prepare('SELECT shipped_at AS shippedAt FROM orders WHERE payment_id = ?')
      .get(id(index)) as {
      shippedAt: string | null;
    }
  ).shippedAt;

const ship = (lines: { id: string; transporteur: string; numeroDeSuivi: string }[], headers = shop) =>
  ctx.app.inject({ method: 'POST', url: calls.shipOrders.path, headers, payload: { expeditions: lines } });

it('prints three orders’ slips as one PDF, a page each, opened in the browser', async () => {
  const slips = await ctx.app.inject({
    method: 'GET',
    url: `${calls.packingSlips.path}?commandes=${[0, 1, 2].map(id).join(',')}`,
    headers: shop,
  });
  expect(slips.statusCode).toBe(200);
  expect(slips.headers['content-type']).toBe('application/pdf');
  expect(slips.headers['content-disposition']).toBe('inline; filename="bordereaux-3-commandes.pdf"');
  const pdf = readPdf(slips.rawPayload);
  expect(pdf.pageCount).toBe(3);
  for (const index of [0, 1, 2])
    expect(pdf.flat).toContain(`Bordereau de colis – commande ${reference(index)}`);
  const printed = ctx.app.services.db
    .prepare(`SELECT subject FROM personal_data_views WHERE action = 'bordereau de colis imprimé'`)
    .all() as { subject: string }[];
  expect(printed.map((view) => view.subject)).toEqual([0, 1, 2].map(reference));
});

it('refuses slips of an unknown order, and more than fifty at once', async () => {
  const unknown = await ctx.app.inject({
    method: 'GET',
    url: `${calls.packingSlips.path}?commandes=${id(0)},pay_inconnu`,
    headers: shop,
  });
  expect(unknown.statusCode).toBe(404);
  const tooMany = await ctx.app.inject({
    method: 'GET',
    url: `${calls.packingSlips.path}?commandes=${Array.from({ length: 51 }, (_, index) => id(index)).join(',')}`,
    headers: shop,
  });
  expect(tooMany.statusCode).toBe(400);
  expect(tooMany.json().message).toBe('Choisissez entre une et cinquante lignes.');
});

it('ships nothing when one line cannot be shipped, and says which lines and why', async () => {
  const refused = await ship([
    { id: id(0), transporteur: 'La Poste', numeroDeSuivi: '6A0000000001' },
    { id: id(1), transporteur: 'La Poste', numeroDeSuivi: '' },
    { id: 'pay_inconnu', transporteur: 'La Poste', numeroDeSuivi: '6A0000000003' },
    { id: id(0), transporteur: 'Colissimo', numeroDeSuivi: '6A0000000004' },
    { id: id(2), transporteur: 'La Poste', numeroDeSuivi: '6'.repeat(81) },
    // Each on one line, nothing invisible: the buyer is mailed both.
    { id: id(3), transporteur: 'La Poste\nLivraison annulée', numeroDeSuivi: '6A0000000005' },
    { id: id(4), transporteur: 'La Poste', numeroDeSuivi: '6A00\u202e0000006' },
  ]);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().failures).toEqual([
    { reference: reference(1), message: 'Indiquez le transporteur et le numéro de suivi du colis.' },
    { reference: 'pay_inconnu', message: 'Commande introuvable.' },
    { reference: reference(0), message: 'Cette commande est deux fois dans la liste.' },
    {
      reference: reference(2),
      message: 'Le transporteur et le numéro de suivi tiennent en 80 caractères chacun.',
    },
    { reference: reference(3), message: formatMessages.oneLine },
    { reference: reference(4), message: validationMessages.invisibleCharacters },
  ]);
  // The good line was not kept either: the batch is one transaction.
  expect(stateOf(0)).toBeNull();
  await ctx.flushMail();
  expect(ctx.smtp.messages.filter((mail) => mailText(mail).includes('6A0000000001'))).toHaveLength(0);
});

it('ships one order only with its carrier and number on one line each, nothing invisible', async () => {
  const shipOne = (transporteur: string, numeroDeSuivi: string) =>
    ctx.app.inject({
      method: 'POST',
      url: calls.shipOrder.path.replace(':id', id(5)),
      headers: shop,
      payload: { transporteur, numeroDeSuivi },
    });
  for (const [carrier, number, message] of [
    ['La Poste\nLivraison annulée', '6A0000000007', formatMessages.oneLine],
    ['La Poste', '6A00\u20660000007', validationMessages.invisibleCharacters],
  ]) {
    const refused = await shipOne(carrier!, number!);
    expect([refused.statusCode, refused.json().message]).toEqual([400, message]);
  }
  expect(stateOf(5)).toBeNull();
});

it('ships three orders in one step, each with its number, each buyer mailed', async () => {
  const shipped = await ship(
    [0, 1, 2].map((index) => ({
      id: id(index),
      transporteur: 'La Poste',
      numeroDeSuivi: `6A00000001${index}`,
    })),
  );
  expect(shipped.statusCode).toBe(200);
  expect(shipped.json().message).toMatch(
    /^3 commandes expédiées\s:\schaque acheteur est prévenu par courriel\.$/,
  );
  for (const index of [0, 1, 2]) expect(stateOf(index)).not.toBeNull();
  await ctx.flushMail();
  for (const index of [0, 1, 2]) {
    const mail = ctx.smtp.messages.find((message) => message.to.includes(`acheteur${index}@example.fr`));
    expect(mailText(mail!)).toContain(`6A00000001${index}`);
  }
  // Shipped already: a second batch naming one of them is refused whole.
  const again = await ship([
    { id: id(2), transporteur: 'La Poste', numeroDeSuivi: '6A9' },
    { id: id(3), transporteur: 'La Poste', numeroDeSuivi: '6A10' },
  ]);
  expect(again.json().failures).toEqual([
    {
      reference: reference(2),
      message: 'Cette commande n’est pas à expédier (déjà expédiée, rétractée ou remboursée).',
    },
  ]);
  expect(stateOf(3)).toBeNull();
});

it('is the shop’s: the treasurer neither prints the slips nor ships', async () => {
  expect(
    (await ship([{ id: id(4), transporteur: 'La Poste', numeroDeSuivi: '1' }], treasurer)).statusCode,
  ).toBe(403);
  const slips = await ctx.app.inject({
    method: 'GET',
    url: `${calls.packingSlips.path}?commandes=${id(4)}`,
    headers: treasurer,
  });
  expect(slips.statusCode).toBe(403);
});
