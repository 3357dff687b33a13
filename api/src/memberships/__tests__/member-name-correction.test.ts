// A member's name written wrong: corrected by a record of its own, the membership kept as paid, the
// attestation issued again in the right name and mailed, the treasurer told the gift's receipt is due.
import { volunteerCalls as calls } from '@mtdm/shared/contracts/signed-in';
import { mailAttachments } from '../../__tests__/support/mail-parts';
import { payMembership } from '../../__tests__/support/payment-calls';
import { readPdf } from '../../__tests__/support/pdf-text';
import { mailText } from '../../__tests__/support/smtp';
import {
  ONE_VOLUNTEER_PER_ROLE,
  signInVolunteer,
  spaceTestContext,
  signedInSpaceForFile,
} from '../../__tests__/support/volunteer-session';
import { latestMembershipsToRemind } from '../../member-area/reminder-store';

const space = signedInSpaceForFile(['adhesions@example.org', 'tresorier@example.org']);
const { json } = space;
const right = { firstName: 'Marie', lastName: 'Lefebvre', reason: 'Nom de famille mal orthographié' };
const correct = (paymentId: string, payload: object, as = 'adhesions@example.org') =>
  json('POST', `/api/benevoles/adhesions/${paymentId}/nom`, payload, space.sessions[as]);
const membership = async (paymentId: string, as = 'adhesions@example.org') =>
  calls.membership.answer.parse(
    (await json('GET', `/api/benevoles/adhesions/${paymentId}`, undefined, space.sessions[as])).json(),
  ).membership;

it('corrects the name by a new record, mails the attestation in the right name and tells the treasurer', async () => {
  const paymentId = await payMembership(space.ctx, 'nom.corrige@example.com');
  const before = space.ctx.smtp.messages.length;
  const corrected = await correct(paymentId, right);
  expect(corrected.statusCode).toBe(200);
  const answer = calls.correctMemberName.answer.parse(corrected.json());
  expect(answer.attestationVersion).toBe(2);
  expect(answer.receiptToReissue).toMatch(/^\d{4}-\d{5}$/);
  expect(answer.message).toBe(
    'Nom corrigé\u00a0: une nouvelle attestation le porte, envoyée à l’adhérent. ' +
      `Le reçu fiscal ${answer.receiptToReissue} porte encore l’ancien nom\u00a0: la trésorerie, prévenue par courriel, l’établit de nouveau.`,
  );

  await space.ctx.flushMail();
  const mails = space.ctx.smtp.messages.slice(before);
  const toMember = mails.find((mail) => mail.to.includes('nom.corrige@example.com'))!;
  expect(mailText(toMember)).toContain(
    'L’association a établi une nouvelle version de votre attestation d’adhésion (Nom de famille mal orthographié)',
  );
  const attestation = mailAttachments(toMember.raw).find((part) =>
    part.filename.startsWith('attestation-adhesion'),
  );
  expect(readPdf(attestation!.content).flat).toContain('Marie Lefebvre');
  const toAssociation = mails.find((mail) => mail.to.includes(space.ctx.config.recipients.association))!;
  expect(mailText(toAssociation)).toContain(
    `il s’écrit désormais Marie Lefebvre. Son attestation lui a été envoyée de nouveau. Le reçu fiscal n° ${answer.receiptToReissue} de son don porte encore l’ancien nom`,
  );

  // The membership keeps the name it was paid under; every read gives the corrected one.
  expect(
    space.ctx.app.services.db
      .prepare('SELECT last_name FROM memberships WHERE payment_id = ?')
      .get(paymentId),
  ).toEqual({ last_name: 'Lefèvre' });
  const shown = await membership(paymentId);
  expect(shown).toMatchObject({ firstName: 'Marie', lastName: 'Lefebvre' });
  expect(shown.nameCorrections).toEqual([
    expect.objectContaining({ version: 2, lastName: 'Lefebvre', correctedBy: 'adhesions@example.org' }),
  ]);
  const listed = (
    await json('GET', '/api/benevoles/adhesions', undefined, space.sessions['adhesions@example.org'])
  )
    .json()
    .members.find((member: { paymentId: string }) => member.paymentId === paymentId);
  expect(listed.lastName).toBe('Lefebvre');
  // Its renewal reminders greet the member by the corrected name too.
  expect(
    latestMembershipsToRemind(space.ctx.app.services.db).find((latest) => latest.paymentId === paymentId),
  ).toMatchObject({ firstName: 'Marie', lastName: 'Lefebvre' });

  // The treasurer's corrective receipt, issued from the membership, is drawn from the corrected name.
  const receipt = await json(
    'POST',
    `/api/benevoles/documents/${paymentId}/tax-receipt/correction`,
    { reason: 'Nom de l’adhérent corrigé' },
    space.sessions['tresorier@example.org'],
  );
  expect(receipt.statusCode).toBe(200);
  await space.ctx.flushMail();
  const receiptMail = space.ctx.smtp.messages.at(-1)!;
  const pdf = mailAttachments(receiptMail.raw).find((part) => part.filename.startsWith('recu-fiscal'));
  expect(readPdf(pdf!.content).flat).toContain('Lefebvre');
});

it('refuses the same name again, a missing or broken name, another role, and a rewrite of the record', async () => {
  const paymentId = await payMembership(space.ctx, 'nom.refuse@example.com');
  expect((await correct(paymentId, { ...right, lastName: 'Lefèvre' })).statusCode).toBe(409);
  expect((await correct(paymentId, { ...right, firstName: '' })).statusCode).toBe(400);
  expect((await correct(paymentId, { ...right, lastName: 'Lefebvre\nBcc: x@example.com' })).statusCode).toBe(
    400,
  );
  expect((await correct(paymentId, { ...right, reason: '' })).statusCode).toBe(400);
  expect((await correct(paymentId, right, 'tresorier@example.org')).statusCode).toBe(403);
  expect((await correct('inconnu', right)).statusCode).toBe(404);
  expect((await membership(paymentId)).nameCorrections).toEqual([]);

  // Two corrections in turn: versions 2 and 3, the latest read, neither rewritable.
  expect((await correct(paymentId, right)).statusCode).toBe(200);
  expect((await correct(paymentId, { ...right, firstName: 'Marie-Anne' })).statusCode).toBe(200);
  const shown = await membership(paymentId);
  expect(shown.firstName).toBe('Marie-Anne');
  expect(shown.nameCorrections.map(({ version, firstName }) => `${version} ${firstName}`)).toEqual([
    '2 Marie',
    '3 Marie-Anne',
  ]);
  expect(() =>
    space.ctx.app.services.db.prepare("UPDATE member_name_corrections SET last_name = 'Autre'").run(),
  ).toThrow('Une correction du nom d’un adhérent ne change jamais');
});

it('records the correction in the journal of views, under the membership’s reference', async () => {
  const paymentId = await payMembership(space.ctx, 'nom.journal@example.com');
  expect((await correct(paymentId, right)).statusCode).toBe(200);
  const rows = space.ctx.app.services.db
    .prepare("SELECT volunteer, subject FROM personal_data_views WHERE action = 'nom d’adhérent corrigé'")
    .all() as { volunteer: string; subject: string }[];
  expect(rows).toContainEqual({
    volunteer: 'adhesions@example.org',
    subject: expect.stringMatching(/^ADH-[0-9A-F]{10}$/),
  });
});

it('corrects the name of a membership whose documents wait for the association’s details: they will bear it', async () => {
  const waiting = await spaceTestContext(ONE_VOLUNTEER_PER_ROLE);
  try {
    const paymentId = await payMembership(waiting, 'nom.en.attente@example.com');
    const { headers } = await signInVolunteer(waiting, 'adhesions@example.org');
    const corrected = await waiting.app.inject({
      method: 'POST',
      url: `/api/benevoles/adhesions/${paymentId}/nom`,
      headers,
      payload: right,
    });
    expect(calls.correctMemberName.answer.parse(corrected.json())).toMatchObject({
      message: 'Nom corrigé\u00a0: l’attestation, quand elle sera émise, le portera.',
      attestationVersion: null,
      receiptToReissue: null,
    });
    expect(
      waiting.app.services.db
        .prepare('SELECT COUNT(*) AS n FROM issued_documents WHERE payment_id = ?')
        .get(paymentId),
    ).toEqual({ n: 0 });
  } finally {
    await waiting.close();
  }
});
