// A person asks who has looked at their data: the search by their address lists the journal's lines
// on their own records (an order, a message, an application and its CV, a tour request) and on the
// searches of their address, the latest first; never a line on someone else's record, nor the pages
// of lists, which name a list and not a person.
import { callUrl, volunteerCalls as calls } from '@mtdm/shared/contracts/signed-in';
import { placeOrder } from '../../__tests__/support/payment-calls';
import { applyForJob, requestTour, sendMessage } from '../../__tests__/support/visitor-submissions';
import { signedInSpaceForFile } from '../../__tests__/support/volunteer-session';

const PERSON = 'lucie.marchand@example.com';
const SOMEONE_ELSE = 'paul.roux@example.com';

const space = signedInSpaceForFile(['admin@example.org', 'boutique@example.org', 'musee@example.org'], {
  timeout: 60_000,
});
const { json } = space;
const as = (volunteer: string, url: string) => json('GET', url, undefined, space.sessions[volunteer]!);
type Line = { volunteer: string; action: string; subject: string; viewedAt: string };

it('lists the views of the person’s own records and address, and nothing of anyone else’s', async () => {
  const order = await placeOrder(space.ctx, { email: PERSON });
  const otherOrder = await placeOrder(space.ctx, { email: SOMEONE_ELSE });
  await sendMessage(space.ctx, 'museum', { email: PERSON });
  const { id: message } = space.ctx.app.services.db
    .prepare('SELECT max(id) AS id FROM contact_messages')
    .get() as {
    id: number;
  };
  const { applicationId, fileId } = await applyForJob(space.ctx, PERSON);
  const tour = await requestTour(space.ctx, { email: PERSON });

  await as('boutique@example.org', callUrl(calls.order, { id: order }));
  await as('boutique@example.org', callUrl(calls.order, { id: otherOrder }));
  await as('boutique@example.org', callUrl(calls.orders, {}));
  await as('musee@example.org', callUrl(calls.message, { id: String(message) }));
  await as('musee@example.org', callUrl(calls.application, { id: String(applicationId) }));
  await as(
    'musee@example.org',
    callUrl(calls.applicationFile, { id: String(applicationId), file: String(fileId) }),
  );
  await as('musee@example.org', callUrl(calls.tour, { id: String(tour) }));

  const found = await as('admin@example.org', callUrl(calls.person, {}, { email: PERSON }));
  expect(found.statusCode).toBe(200);
  const lines = found.json().views as Line[];
  expect(lines.map(({ volunteer, action }) => [volunteer, action])).toEqual([
    ['admin@example.org', 'données d’une personne recherchées'],
    ['musee@example.org', 'demande de visite consultée'],
    ['musee@example.org', 'fichier téléchargé\u00a0: CV'],
    ['musee@example.org', 'candidature consultée'],
    ['musee@example.org', 'message consulté'],
    ['boutique@example.org', 'commande consultée'],
  ]);
  expect(lines.map((line) => line.subject)).toEqual(
    expect.arrayContaining([
      `VG-${String(tour).padStart(5, '0')}`,
      `MSG-${String(message).padStart(5, '0')}`,
    ]),
  );
  // The other buyer's order, viewed the same minute, is not theirs; nor is the page of the list.
  const otherReference = (await as('boutique@example.org', callUrl(calls.order, { id: otherOrder }))).json()
    .order.reference as string;
  expect(lines.map((line) => line.subject)).not.toContain(otherReference);
  expect(lines.map((line) => line.action).join(' ')).not.toContain('liste consultée');
});

it('names no one else’s record for an address that holds nothing', async () => {
  const found = await as('admin@example.org', callUrl(calls.person, {}, { email: 'personne@example.org' }));
  expect((found.json().views as Line[]).map((line) => line.action)).toEqual([
    'données d’une personne recherchées',
  ]);
});
