// Which links a new one voids: an account has one link at a time, whoever asked it (the member, or the
// association from a membership); a donation or an order moves alone, so only a new link for that same
// payment voids its own, and a member's change of the address the payment was typed under leaves it
// be. Links whose day is past are forgotten. On a real database, with real payments.
import { createTestContext, TEST_NOW, type TestContext } from '../../__tests__/support/harness';
import { payMembership, placeOrder } from '../../__tests__/support/payment-calls';
import { consumeEmailChange, deleteEmailChanges, insertEmailChange } from '../email-change-store';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const LATER = '2026-12-01T10:00:00.000Z';
const EXPIRES = '2026-12-02T09:00:00.000Z';
let links = 0;

/** A link stored from `from` to `to`, as asked by the member (no `asked`) or by the association. */
function link(
  from: string,
  to: string,
  asked?: { paymentId: string; onePayment?: boolean },
  expiresAt = EXPIRES,
): string {
  links += 1;
  const digest = `lien-${links}`;
  const correction = asked ? { askedBy: 'benevole@example.org', reason: 'Adresse mal saisie', ...asked } : {};
  insertEmailChange(
    ctx.app.services.db,
    { from, to, digest, sessionDigest: `session-${links}`, expiresAt, ...correction },
    TEST_NOW,
  );
  return digest;
}
/** A link asked by the association for one order alone, typed under the shared address. */
const orderLink = (paymentId: string, to: string) =>
  link('adresse.partagee@example.com', to, { paymentId, onePayment: true });
const opens = (digest: string) => consumeEmailChange(ctx.app.services.db, digest, LATER) !== null;

it('voids an account’s earlier link, the member’s own or one asked from their membership', async () => {
  const membership = await payMembership(ctx, 'compte.unique@example.com');
  const asked = link('compte.unique@example.com', 'compte.corrige@example.com', { paymentId: membership });
  const own = link('compte.unique@example.com', 'compte.nouveau@example.com');
  const again = link('compte.unique@example.com', 'compte.dernier@example.com');
  expect([opens(asked), opens(own), opens(again)]).toEqual([false, false, true]);
});

it('leaves a donation’s or an order’s link to the member of that address, and voids it by its own next link', async () => {
  await payMembership(ctx, 'adresse.partagee@example.com');
  const order = await placeOrder(ctx, { email: 'adresse.partagee@example.com' });
  const otherOrder = await placeOrder(ctx, { email: 'adresse.partagee@example.com' });
  const first = orderLink(order, 'acheteur.premier@example.com');
  const other = orderLink(otherOrder, 'acheteur.autre@example.com');
  const members = link('adresse.partagee@example.com', 'membre.ailleurs@example.com');
  expect(opens(first)).toBe(true);

  const second = orderLink(otherOrder, 'acheteur.mal@example.com');
  const third = orderLink(otherOrder, 'acheteur.bien@example.com');
  expect([opens(other), opens(second), opens(third), opens(members)]).toEqual([false, false, true, true]);
});

it('forgets the links dead before a time, used or not, and every link of an erased address', () => {
  const dead = link('ancienne@example.com', 'ailleurs@example.com', undefined, '2026-11-01T09:00:00.000Z');
  const alive = link('vivante@example.com', 'efface@example.com');
  const kept = link('gardee@example.com', 'gardee.nouvelle@example.com');
  const { db } = ctx.app.services;
  expect(deleteEmailChanges(db, '2026-11-15T09:00:00.000Z', 'efface@example.com')).toBe(2);
  const left = db
    .prepare('SELECT digest FROM email_changes WHERE digest IN (?, ?, ?)')
    .all(dead, alive, kept) as { digest: string }[];
  expect(left.map((row) => row.digest)).toEqual([kept]);
});
