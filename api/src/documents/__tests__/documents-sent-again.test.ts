// A document sent again from the volunteers' space, by the role that owns it (the treasury a tax
// receipt, the memberships an attestation), one at a time or several in one batch that sends nothing
// when one line cannot go; and the treasury's CSV of the receipts.
import { mailAttachments } from '../../__tests__/support/mail-parts';
import { payMembership } from '../../__tests__/support/payment-calls';
import { signedInSpaceForFile } from '../../__tests__/support/volunteer-session';

const space = signedInSpaceForFile(['adhesions@example.org', 'tresorier@example.org']);
const { json } = space;
let membershipId: string;
beforeAll(async () => {
  membershipId = await payMembership(space.ctx, 'membre.numero@example.com');
});

it('documents are sent again by the role that owns them; the treasurer exports the receipts', async () => {
  const url = (kind: string) => `/api/benevoles/documents/${membershipId}/${kind}/renvoi`;
  const memberships = space.sessions['adhesions@example.org']!;
  const treasury = space.sessions['tresorier@example.org']!;
  expect((await json('POST', url('tax-receipt'), {}, memberships)).statusCode).toBe(403);
  expect((await json('POST', url('membership-attestation'), {}, treasury)).statusCode).toBe(403);
  await space.ctx.flushMail();
  const before = space.ctx.smtp.messages.length;
  expect((await json('POST', url('tax-receipt'), {}, treasury)).statusCode).toBe(200);
  await space.ctx.flushMail();
  const [mail] = space.ctx.smtp.messages.slice(before);
  expect(mailAttachments(mail!.raw).map((part) => part.filename)).toEqual([
    expect.stringMatching(/^recu-fiscal/),
  ]);
  // Several at once: one line that cannot be sent leaves the whole batch unsent, and is named.
  const batch = (documents: { id: string; nature: string }[]) =>
    json('POST', '/api/benevoles/documents/renvois', { documents }, treasury);
  await space.ctx.flushMail();
  const beforeBatch = space.ctx.smtp.messages.length;
  const refused = await batch([
    { id: membershipId, nature: 'tax-receipt' },
    { id: 'inconnue', nature: 'tax-receipt' },
  ]);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().failures).toEqual([
    { reference: 'inconnue', message: 'Document introuvable ou annulé.' },
  ]);
  const forbidden = await batch([{ id: membershipId, nature: 'membership-attestation' }]);
  expect(forbidden.statusCode).toBe(403);
  expect(forbidden.json().failures[0].message).toBe('Votre rôle ne renvoie pas ce document.');
  await space.ctx.flushMail();
  expect(space.ctx.smtp.messages.length).toBe(beforeBatch);
  expect((await batch([{ id: membershipId, nature: 'tax-receipt' }])).statusCode).toBe(200);
  await space.ctx.flushMail();
  expect(space.ctx.smtp.messages.length).toBe(beforeBatch + 1);
  const csv = await json('GET', '/api/benevoles/recus.csv', undefined, treasury);
  expect(csv.headers['content-type']).toContain('text/csv');
  expect(csv.body).toContain('Lefèvre');
});
