// A member who changes their e-mail address in the member area is written to at the new one about
// what they bought before the change: the shop's screen shows it (its list finds the order by either
// address), the shipment, the tracking's correction and the refund go there, and a withdrawal is
// acknowledged there, whichever of the two addresses its form names. An order made from the address
// left, once left, is its next owner's.
import { withdrawalResponseSchema } from '@mtdm/shared/contracts';
import { volunteerCalls } from '@mtdm/shared/contracts/signed-in';
import { TEST_NOW } from '../../__tests__/support/harness';
import { changeMemberAddress } from '../../__tests__/support/member-session';
import { payMembership, placeOrder } from '../../__tests__/support/payment-calls';
import { mailText } from '../../__tests__/support/smtp';
import { signedInSpaceForFile } from '../../__tests__/support/volunteer-session';
import { paymentReference } from '../../payments/payment-store';

const space = signedInSpaceForFile(['boutique@example.org']);
const { json } = space;
afterEach(() => space.ctx.setClock(TEST_NOW));
const shop = () => space.sessions['boutique@example.org']!;
const parcel = { transporteur: 'Colissimo', numeroDeSuivi: '6A12345678901' };

/** The mails sent by `act`, each with its recipient and its text. */
async function mailsOf(act: () => Promise<unknown>) {
  const before = space.ctx.smtp.messages.length;
  await act();
  await space.ctx.flushMail();
  return space.ctx.smtp.messages
    .slice(before)
    .map((message) => ({ to: message.to, text: mailText(message) }));
}

const left = 'adresse.quittee@example.com';
const now = 'adresse.actuelle@example.com';

it('mails the buyer where the member is now, for what was ordered before the change only', async () => {
  await payMembership(space.ctx, left);
  const before = await placeOrder(space.ctx, { email: left });
  space.ctx.setClock('2026-12-01T10:00:00+01:00');
  changeMemberAddress(space.ctx.app.services, left, now);
  await space.ctx.flushMail();
  space.ctx.setClock('2026-12-01T11:00:00+01:00');
  const since = await placeOrder(space.ctx, { email: left });

  // The shop writes to whom it sees.
  const orderOf = async (paymentId: string) =>
    volunteerCalls.order.answer.parse(
      (await json('GET', `/api/benevoles/commandes/${paymentId}`, undefined, shop())).json(),
    ).order;
  expect((await orderOf(before)).email).toBe(now);
  expect((await orderOf(since)).email).toBe(left);
  // Its list finds the order by either address: the one it is mailed at, the one it was made from.
  const found = async (q: string) =>
    (
      (
        await json(
          'GET',
          `/api/benevoles/commandes?etat=a-expedier&q=${encodeURIComponent(q)}`,
          undefined,
          shop(),
        )
      ).json() as { orders: { paymentId: string }[] }
    ).orders.map((order) => order.paymentId);
  expect(await found(now)).toEqual([before]);
  expect((await found(left)).sort()).toEqual([before, since].sort());

  const ship = (paymentId: string) =>
    json('POST', `/api/benevoles/commandes/${paymentId}/expedition`, parcel, shop());
  const shipped = await mailsOf(() => Promise.all([ship(before), ship(since)]));
  const shipmentOf = (paymentId: string) =>
    shipped.find((mail) => mail.text.includes(`Votre commande ${paymentReference('shop', paymentId)}`));
  expect(shipmentOf(before)?.to).toEqual([now]);
  expect(shipmentOf(since)?.to).toEqual([left]);

  const corrected = await mailsOf(() =>
    json(
      'POST',
      `/api/benevoles/commandes/${before}/expedition/correction`,
      { ...parcel, numeroDeSuivi: '6A12345678902', reason: 'Numéro mal recopié' },
      shop(),
    ),
  );
  expect(corrected.map((mail) => mail.to)).toEqual([[now]]);

  const refunded = await mailsOf(() =>
    json('POST', `/api/benevoles/commandes/${before}/remboursement`, { reason: 'Colis perdu' }, shop()),
  );
  expect(refunded.filter((mail) => mail.to.includes(now))).toHaveLength(1);
  expect(refunded.filter((mail) => mail.to.includes(left))).toHaveLength(0);
});

it('acknowledges a withdrawal at the address now, named by either address, never at the one left; another address withdraws nothing', async () => {
  const mover = { left: 'retractation.quittee@example.com', now: 'retractation.actuelle@example.com' };
  await payMembership(space.ctx, mover.left);
  const order = await placeOrder(space.ctx, { email: mover.left });
  space.ctx.setClock('2026-12-01T10:00:00+01:00');
  changeMemberAddress(space.ctx.app.services, mover.left, mover.now);
  // The old address's notice of the change is its last mail as theirs.
  await space.ctx.flushMail();
  const withdraw = (email: string) =>
    space.ctx.app.inject({
      method: 'POST',
      url: '/api/retractation',
      payload: {
        orderReference: paymentReference('shop', order),
        firstName: 'Marie',
        lastName: 'Lefèvre',
        email,
        items: '1 × Casquette brodée ancre d’or',
      },
    });
  const listed = async (state: string) =>
    (await json('GET', `/api/benevoles/commandes?etat=${state}`, undefined, shop()))
      .json()
      .orders.map((row: { paymentId: string }) => row.paymentId);
  // Any other address: recorded for the association, acknowledged to nobody, and the order still to ship.
  expect(
    withdrawalResponseSchema.parse((await withdraw('autre@example.com')).json()).acknowledgementMailed,
  ).toBe(false);
  expect(await listed('a-expedier')).toContain(order);
  for (const named of [mover.now, mover.left.toUpperCase()]) {
    const mails = await mailsOf(async () => {
      const answer = withdrawalResponseSchema.parse((await withdraw(named)).json());
      expect(answer.acknowledgementMailed).toBe(true);
    });
    const acknowledgement = mails.find((mail) => mail.text.includes('Nous accusons réception'));
    expect(acknowledgement?.to).toEqual([mover.now]);
    expect(mails.some((mail) => mail.to.includes(mover.left))).toBe(false);
    // Named by either of the buyer's addresses, the order is withdrawn in the shop's list.
    expect(await listed('retractees')).toContain(order);
  }
});
