// The member area lists the donations given from the member's address, and from the addresses the
// account had before until it left each, with their tax receipts: a gift refunded shows none, and no
// one else's gift is ever listed. A receipt sent again follows the member to their address now. A
// donor who never joined signs in too, to their gifts alone: nothing of a member's is theirs to do.
// The confirmation of a gift or of a membership says where that space is.
import { donationPayload } from '../../__tests__/support/fixtures';
import { TEST_NOW, type TestContext } from '../../__tests__/support/harness';
import { payMembership, paymentCalls } from '../../__tests__/support/payment-calls';
import {
  changeMemberAddress,
  memberAreaTestContext,
  signInMember,
} from '../../__tests__/support/member-session';
import { memberCalls } from '@mtdm/shared/contracts/signed-in';
import { spaceRequest } from '../../__tests__/support/link-sign-in';
import { mailText } from '../../__tests__/support/smtp';
import { refundPayment } from '../../settlement/refund-payment';
import { DONOR_ADDRESS_STAYS } from '../email-change';
import { resendDocuments } from '../../memberships/memberships';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await memberAreaTestContext();
});
afterAll(() => ctx.close());
afterEach(() => ctx.setClock(TEST_NOW));

/** Moves the server's clock to an hour of the tests' day, so that each step has its own moment. */
const at = (hour: number) => ctx.setClock(`2026-12-01T${String(hour).padStart(2, '0')}:00:00+01:00`);

let donations = 0;
/** A donation paid on the sandbox from `email` in the name of `person`: its payment's id. */
async function donate(email: string, amount: number, person: { firstName?: string; lastName?: string } = {}) {
  donations += 1;
  const paymentId = await paymentCalls(() => ctx).pay(
    'donation',
    donationPayload({ email, ...person, amount, donationAmount: amount, customer_id: `don_${donations}` }),
  );
  await ctx.flushMail();
  return paymentId;
}

interface ListedDonation {
  readonly donor: string;
  readonly amountCents: number;
  readonly refunded: boolean;
  readonly text: { readonly amount: string };
  readonly documents: { readonly kind: string; readonly url: string }[];
}

/** The donations the member area shows to the member signed in at `email`. */
async function donationsOf(email: string): Promise<ListedDonation[]> {
  const { me } = await signInMember(ctx, email);
  return me.donations;
}

it('lists the address’s own donations, the latest first, each with its receipt to download', async () => {
  const member = 'donatrice@example.com';
  await payMembership(ctx, member);
  at(10);
  await donate(member, 50);
  at(11);
  await donate(member, 120, { firstName: 'Paul', lastName: 'Lefèvre' });
  // Another address's gift, in the same name: never shown here.
  await donate('autre.donatrice@example.com', 75);
  const listed = await donationsOf(member);
  expect(listed.map(({ donor, amountCents, refunded }) => ({ donor, amountCents, refunded }))).toEqual([
    { donor: 'Paul Lefèvre', amountCents: 12000, refunded: false },
    { donor: 'Marie Lefèvre', amountCents: 5000, refunded: false },
  ]);
  expect(listed[0]!.text.amount).toBe('120,00\u00a0€');
  expect(listed[0]!.documents.map((document) => document.kind)).toEqual(['tax-receipt']);
  const receipt = await ctx.app.inject({
    url: new URL(listed[0]!.documents[0]!.url, 'http://localhost').pathname,
  });
  expect(receipt.statusCode).toBe(200);
  expect(receipt.headers['content-type']).toBe('application/pdf');
});

it('a donation refunded since is listed as refunded, its receipt no longer offered', async () => {
  const member = 'remboursee@example.com';
  await payMembership(ctx, member);
  const gift = await donate(member, 40);
  expect(refundPayment(ctx.app.services.settlement, gift, { provider: 'test:refunded' })).toBe(true);
  expect(await donationsOf(member)).toEqual([
    expect.objectContaining({ amountCents: 4000, refunded: true, documents: [] }),
  ]);
});

it('after a change of address, lists the gifts of the earlier address made before the change only', async () => {
  const before = 'avant.changement@example.com';
  const after = 'apres.changement@example.com';
  await payMembership(ctx, before);
  at(10);
  await donate(before, 30);
  at(11);
  changeMemberAddress(ctx.app.services, before, after);
  at(12);
  await donate(after, 60);
  // The address left may be someone else's now: what it gives later is theirs.
  await donate(before, 90, { firstName: 'Inconnu', lastName: 'Nouveau' });
  expect((await donationsOf(after)).map((donation) => donation.amountCents)).toEqual([6000, 3000]);
});

it('sends a gift’s receipt again to the address the member moved to, not to the one they left', async () => {
  const left = 'recu.quittee@example.com';
  const now = 'recu.nouvelle@example.com';
  await payMembership(ctx, left);
  at(10);
  const theirs = await donate(left, 25);
  at(11);
  changeMemberAddress(ctx.app.services, left, now);
  at(12);
  // The address left, given again from later: its next owner's gift, mailed there.
  const nextOwners = await donate(left, 35, { firstName: 'Autre', lastName: 'Personne' });
  const treasurer = { email: 'tresorier@example.org', name: 'Trésorier', roles: ['tresorerie'] } as const;
  const before = ctx.smtp.messages.length;
  expect(
    resendDocuments(ctx.app.services, treasurer, [
      { kind: 'tax-receipt', paymentId: theirs },
      { kind: 'tax-receipt', paymentId: nextOwners },
    ]),
  ).toEqual({ sent: 2 });
  await ctx.flushMail();
  expect(ctx.smtp.messages.slice(before).map((mail) => mail.to)).toEqual([[now], [left]]);
});

/** The text of the latest sign-in link mailed to `email`. */
const linkMailTo = (email: string) =>
  mailText(
    ctx.smtp.messages.findLast(
      (message) => message.to.includes(email) && /Votre lien de connexion/.test(mailText(message)),
    )!,
  );

it('the link’s mail opens a member’s space to a member, who gave as well', async () => {
  const member = 'adherent.donateur@example.com';
  await payMembership(ctx, member);
  await donate(member, 20);
  await ctx.app.inject({ method: 'POST', url: memberCalls.requestLink.path, payload: { email: member } });
  await ctx.flushMail();
  const text = linkMailTo(member);
  expect(text).toContain('Pour ouvrir votre espace adhérent sur le site du musée, suivez ce lien');
  expect(text).not.toContain('Pour retrouver vos dons');
});

it('a donor who never joined signs in to their gifts; renewing, correcting or moving the address is refused', async () => {
  const donor = 'donateur.seul@example.com';
  await donate(donor, 45, { firstName: 'Paul', lastName: 'Durand' });
  // The link is asked as a member asks it, and answered the same whoever asks.
  const asked = await ctx.app.inject({
    method: 'POST',
    url: memberCalls.requestLink.path,
    payload: { email: donor },
  });
  const stranger = await ctx.app.inject({
    method: 'POST',
    url: memberCalls.requestLink.path,
    payload: { email: 'inconnu@example.com' },
  });
  expect(asked.json()).toEqual(stranger.json());
  expect(asked.json().message).toBe(
    'Si cette adresse est celle d’un adhérent ou d’un donateur, un lien de connexion vient de lui être envoyé. Il est valable 15 minutes.',
  );
  await ctx.flushMail();
  expect(ctx.smtp.messages.some((message) => message.to.includes('inconnu@example.com'))).toBe(false);
  // The link's mail says what it opens to a donor: their gifts, not a member's space.
  expect(linkMailTo(donor)).toContain(
    'Pour retrouver vos dons et leurs reçus fiscaux dans votre espace sur le site du musée, suivez ce lien',
  );

  const { me, headers } = await signInMember(ctx, donor);
  expect(me).toMatchObject({ memberships: [], members: [], contact: null });
  expect(me.donations).toEqual([
    expect.objectContaining({ donor: 'Paul Durand', amountCents: 4500, refunded: false }),
  ]);
  const json = spaceRequest(() => ctx);
  const renewal = await json('POST', memberCalls.renew.path, { membershipType: 'individual' }, headers);
  expect(renewal.statusCode).toBe(400);
  const correction = await json(
    'POST',
    memberCalls.correctContact.path,
    { address: '1 rue du Port', postcode: '83600', city: 'Fréjus', mobileNumber: '0612345678' },
    headers,
  );
  expect(correction.statusCode).toBe(400);
  const mailsBefore = ctx.smtp.messages.length;
  const move = await json(
    'POST',
    memberCalls.changeEmail.path,
    { email: 'nouveau.donateur@example.com' },
    headers,
  );
  expect(move.statusCode).toBe(400);
  expect(move.json().message).toBe(DONOR_ADDRESS_STAYS);
  await ctx.flushMail();
  expect(ctx.smtp.messages.length).toBe(mailsBefore);
});

it('the confirmations of a gift and of a membership lead to the space where their documents stay', async () => {
  const [donor, member] = ['confirmation.don@example.com', 'confirmation.adhesion@example.com'];
  const before = ctx.smtp.messages.length;
  await donate(donor, 25);
  await payMembership(ctx, member);
  const confirmationTo = (email: string, subject: RegExp) =>
    mailText(
      ctx.smtp.messages
        .slice(before)
        .find((message) => message.to.includes(email) && subject.test(mailText(message)))!,
    );
  const space =
    /dans votre espace sur le site\u00a0: https?:\/\/[^/\s]+\/pages\/Login \(saisissez-y cette adresse e-mail pour recevoir un lien de connexion\)\./;
  const gift = confirmationTo(donor, /Merci pour votre don/);
  expect(gift).toContain('Vous retrouverez à tout moment vos dons et leurs reçus fiscaux');
  expect(gift).toMatch(space);
  const joined = confirmationTo(member, /Votre adhésion à l’AAMTDM/);
  expect(joined).toContain(
    'Vous retrouverez à tout moment vos adhésions, leurs attestations et vos reçus fiscaux',
  );
  expect(joined).toMatch(space);
});
