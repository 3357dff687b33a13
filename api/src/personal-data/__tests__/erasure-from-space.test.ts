// The administration erases a person from the volunteers' space: found by their address, everything
// filed under it goes (messages, tour requests, applications and their files, unpaid payments, mails),
// but for the paid records the law keeps, which the answer names; the erasure is in the journal.
import fs from 'node:fs';
import { placeOrder } from '../../__tests__/support/payment-calls';
import { applyForJob, requestTour, sendMessage } from '../../__tests__/support/visitor-submissions';
import { signedInSpaceForFile } from '../../__tests__/support/volunteer-session';

const space = signedInSpaceForFile(['admin@example.org', 'boutique@example.org']);
const { json } = space;

it('a person found by their address is erased, but for what the law keeps, and it is said', async () => {
  const email = 'effacement.demande@example.com';
  await sendMessage(space.ctx, 'museum', { email });
  await requestTour(space.ctx, { email });
  const { storedPath: storedCv } = await applyForJob(space.ctx, email);
  await placeOrder(space.ctx, { email, paid: false });
  const paid = await placeOrder(space.ctx, { email });

  const admin = space.sessions['admin@example.org']!;
  const found = await json(
    'GET',
    `/api/benevoles/personnes?email=${encodeURIComponent(email)}`,
    undefined,
    admin,
  );
  expect(found.json().records).toMatchObject({
    messages: 1,
    tourRequests: 1,
    applications: 1,
    unpaidPayments: 1,
    paidPayments: 1,
  });

  expect(
    (await json('POST', '/api/benevoles/personnes/effacement', { email }, { cookie: admin.cookie }))
      .statusCode,
  ).toBe(403);
  const erased = await json('POST', '/api/benevoles/personnes/effacement', { email }, admin);
  expect(erased.statusCode).toBe(200);
  expect(erased.json().erased).toMatchObject({
    messages: 1,
    tourRequests: 1,
    applications: 1,
    files: 1,
    unpaidPayments: 1,
  });
  expect(erased.json().erased.mails).toBeGreaterThan(0);
  expect(erased.json().kept.join(' ')).toContain('pièces comptables conservées dix ans');
  expect(fs.existsSync(storedCv)).toBe(false);
  const after = await json(
    'GET',
    `/api/benevoles/personnes?email=${encodeURIComponent(email)}`,
    undefined,
    admin,
  );
  expect(after.json().records).toMatchObject({
    messages: 0,
    tourRequests: 0,
    applications: 0,
    unpaidPayments: 0,
    mails: 0,
    paidPayments: 1,
  });
  const order = await json(
    'GET',
    `/api/benevoles/commandes/${paid}`,
    undefined,
    space.sessions['boutique@example.org']!,
  );
  expect(order.statusCode).toBe(200);
  const log = await json('GET', '/api/benevoles/journal', undefined, admin);
  expect(log.json().views.map((view: { action: string }) => view.action)).toContain(
    'données d’une personne effacées',
  );
});

it('finds and erases an address stored before invisible characters were refused in one', async () => {
  // A message sent when the forms still took a direction override inside an address.
  const email = 'ancienne\u202e.adresse@example.com';
  await sendMessage(space.ctx, 'museum', { email: 'ancienne.adresse@example.com' });
  space.ctx.app.services.db
    .prepare('UPDATE contact_messages SET email = ? WHERE email = ?')
    .run(email, 'ancienne.adresse@example.com');
  const admin = space.sessions['admin@example.org']!;
  const search = () =>
    json('GET', `/api/benevoles/personnes?email=${encodeURIComponent(email)}`, undefined, admin);
  expect((await search()).json().records).toMatchObject({ messages: 1 });
  const erased = await json('POST', '/api/benevoles/personnes/effacement', { email }, admin);
  expect([erased.statusCode, erased.json().erased.messages]).toEqual([200, 1]);
  expect((await search()).json().records).toMatchObject({ messages: 0 });
});
