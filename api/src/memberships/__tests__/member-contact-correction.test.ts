// A member's postal address and telephone corrected in the member area: a record beside each paid
// membership, which keeps what was given when paying; the volunteers read them as they stand, with the
// day they were corrected, and the documents issued afterwards are drawn from them.
import { volunteerCalls as calls } from '@mtdm/shared/contracts/signed-in';
import { payMembership } from '../../__tests__/support/payment-calls';
import { signedInSpaceForFile } from '../../__tests__/support/volunteer-session';
import { correctContact } from '../../member-area/member-account';

const space = signedInSpaceForFile(['adhesions@example.org']);
const { json } = space;
const membership = async (paymentId: string) =>
  calls.membership.answer.parse(
    (
      await json(
        'GET',
        `/api/benevoles/adhesions/${paymentId}`,
        undefined,
        space.sessions['adhesions@example.org'],
      )
    ).json(),
  ).membership;

it('shows the volunteers the details as the member corrected them, and when; the membership keeps its own', async () => {
  const email = 'coordonnees.corrigees@example.com';
  const first = await payMembership(space.ctx, email);
  const renewal = await payMembership(space.ctx, email);
  expect(await membership(first)).toMatchObject({
    address: '12 rue de la Garonne',
    contactCorrectedAt: null,
  });

  const moved = { address: '8 boulevard de la Libération', postcode: '83700', city: 'Saint-Raphaël' };
  expect(
    correctContact(space.ctx.app.services, email, { ...moved, mobileNumber: '06 98 76 54 32' }),
  ).toBeNull();
  for (const paymentId of [first, renewal]) {
    const shown = await membership(paymentId);
    expect(shown).toMatchObject({ ...moved, mobileNumber: '+33698765432' });
    expect(shown.contactCorrectedAt).toBe(space.ctx.app.services.now().toISOString());
    expect(
      space.ctx.app.services.db
        .prepare('SELECT address, city, mobile_number FROM memberships WHERE payment_id = ?')
        .get(paymentId),
    ).toEqual({ address: '12 rue de la Garonne', city: 'Fréjus', mobile_number: '+33612345678' });
  }
});
