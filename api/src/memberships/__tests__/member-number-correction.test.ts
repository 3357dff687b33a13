// A renewal paid from a new address is given a number of its own though its member held one: the
// membership is given the member's number by a record of its own, the number given kept as issued;
// the attestation bearing it is mailed, and the address is given that number from then on.
import { volunteerCalls as calls } from '@mtdm/shared/contracts/signed-in';
import { mailAttachments } from '../../__tests__/support/mail-parts';
import { signInMember } from '../../__tests__/support/member-session';
import { payMembership } from '../../__tests__/support/payment-calls';
import { readPdf } from '../../__tests__/support/pdf-text';
import { mailText } from '../../__tests__/support/smtp';
import {
  ONE_VOLUNTEER_PER_ROLE,
  signInVolunteer,
  spaceTestContext,
  signedInSpaceForFile,
} from '../../__tests__/support/volunteer-session';
import { rewriteHistory } from '../../__tests__/support/rewrite-history';
import { deleteMembersWithoutMembership } from '../member-store';

const space = signedInSpaceForFile(['adhesions@example.org', 'tresorier@example.org']);
const { json } = space;
const MEMBERSHIPS = 'adhesions@example.org';
const reason = 'Renouvellement payé depuis une nouvelle adresse';
const assigned = async (paymentId: string) =>
  calls.assignMemberNumber.answer.parse(
    (
      await json('POST', `/api/benevoles/adhesions/${paymentId}/numero`, {}, space.sessions[MEMBERSHIPS])
    ).json(),
  );
const assign = async (paymentId: string) => (await assigned(paymentId)).number;
const correct = (paymentId: string, payload: object, as = MEMBERSHIPS) =>
  json('POST', `/api/benevoles/adhesions/${paymentId}/numero/correction`, payload, space.sessions[as]);
const membership = async (paymentId: string) =>
  calls.membership.answer.parse(
    (
      await json('GET', `/api/benevoles/adhesions/${paymentId}`, undefined, space.sessions[MEMBERSHIPS])
    ).json(),
  ).membership;

/** A member numbered from their first address, then renewing from a new one: two numbers. */
async function renewedFromANewAddress(first: string, second: string) {
  const former = await payMembership(space.ctx, first);
  const held = await assign(former);
  const renewal = await payMembership(space.ctx, second);
  const { number: drawn, message } = await assigned(renewal);
  // The volunteer is told at once that a member of the same name holds another number.
  expect(message).toBe(
    `Numéro ${drawn} attribué\u00a0: l’adhérent reçoit son attestation par courriel. ` +
      `Un adhérent du même nom porte le numéro ${held} sous une autre adresse\u00a0: s’il s’agit de la même personne, corrigez le numéro.`,
  );
  await space.ctx.flushMail();
  return { former, held, renewal, drawn };
}

it('gives the renewal the number its member holds, kept beside the number drawn: the attestation bears it', async () => {
  const { held, renewal, drawn } = await renewedFromANewAddress(
    'numero.ancienne@example.com',
    'numero.nouvelle@example.com',
  );
  expect(drawn).not.toBe(held);

  const before = space.ctx.smtp.messages.length;
  const corrected = await correct(renewal, { memberNumber: String(held), reason });
  expect(corrected.statusCode).toBe(200);
  const answer = calls.correctMemberNumber.answer.parse(corrected.json());
  // Version 1 was issued at payment, version 2 with the number drawn: this one is version 3.
  expect(answer).toMatchObject({ memberNumber: held, attestationVersion: 3 });
  expect(answer.message).toBe(
    `Numéro corrigé\u00a0: l’adhésion porte désormais le numéro ${held}, celui de Marie Lefèvre. ` +
      'L’adhérent reçoit par courriel une nouvelle attestation qui le porte.',
  );

  await space.ctx.flushMail();
  const toMember = space.ctx.smtp.messages
    .slice(before)
    .find((mail) => mail.to.includes('numero.nouvelle@example.com'))!;
  expect(mailText(toMember)).toMatch(
    new RegExp(
      `Votre numéro d’adhérent est le ${held}\\. Il remplace le numéro ${drawn} que nous vous avions\\s+indiqué\\.`,
    ),
  );
  const attestation = mailAttachments(toMember.raw).find((part) => part.filename.startsWith('attestation'))!;
  expect(readPdf(attestation.content).flat).toContain(`Numéro d’adhérent : ${held} `);

  // The number drawn stays as issued; the detail and the list read the correction.
  const { db } = space.ctx.app.services;
  expect(db.prepare('SELECT member_number AS n FROM memberships WHERE payment_id = ?').get(renewal)).toEqual({
    n: drawn,
  });
  const shown = await membership(renewal);
  expect(shown.memberNumber).toBe(held);
  expect(shown.numberCorrections).toEqual([
    expect.objectContaining({ version: 2, memberNumber: held, reason, correctedBy: MEMBERSHIPS }),
  ]);
  const listed = calls.memberships.answer
    .parse((await json('GET', '/api/benevoles/adhesions', undefined, space.sessions[MEMBERSHIPS])).json())
    .members.find((member) => member.paymentId === renewal);
  expect(listed?.memberNumber).toBe(held);
});

it('shows the member the corrected number, gives it to their next membership, and the purge keeps it', async () => {
  const { former, held, renewal } = await renewedFromANewAddress(
    'numero.suite.ancienne@example.com',
    'numero.suite.nouvelle@example.com',
  );
  expect((await correct(renewal, { memberNumber: String(held), reason })).statusCode).toBe(200);
  const { db } = space.ctx.app.services;
  const { headers } = await signInMember(space.ctx, 'numero.suite.nouvelle@example.com');
  const account = (await json('GET', '/api/adherents/moi', undefined, headers)).json() as {
    memberships: { memberNumber: number | null }[];
  };
  expect(account.memberships.map((shownToMember) => shownToMember.memberNumber)).toEqual([held]);

  // Once the membership first numbered is gone, the purge keeps the number the correction names.
  rewriteHistory(db, () =>
    db
      .prepare(
        "UPDATE memberships SET member_number = NULL, email = 'partie@example.com' WHERE payment_id = ?",
      )
      .run(former),
  );
  deleteMembersWithoutMembership(db);
  expect(db.prepare('SELECT email FROM members WHERE number = ?').get(held)).toEqual({
    email: 'numero.suite.ancienne@example.com',
  });

  // The next membership paid from the new address is given the member's number when paid.
  const next = await payMembership(space.ctx, 'numero.suite.nouvelle@example.com');
  expect((await membership(next)).memberNumber).toBe(held);
});

it('refuses a number never given, the same number, a membership not numbered yet, another role and a rewrite', async () => {
  const { held, renewal, drawn } = await renewedFromANewAddress(
    'numero.refus.ancienne@example.com',
    'numero.refus.nouvelle@example.com',
  );
  const never = await correct(renewal, { memberNumber: '999999', reason });
  expect([never.statusCode, never.json().message]).toEqual([
    409,
    'Aucun adhérent n’a reçu le numéro 999999\u00a0: vérifiez-le dans la liste des adhésions.',
  ]);
  const same = await correct(renewal, { memberNumber: String(drawn), reason });
  expect([same.statusCode, same.json().message]).toEqual([
    409,
    `L’adhésion porte déjà le numéro ${drawn}\u00a0: rien à corriger.`,
  ]);
  const unnumbered = await payMembership(space.ctx, 'numero.sans@example.com');
  expect((await correct(unnumbered, { memberNumber: String(held), reason })).statusCode).toBe(409);
  for (const memberNumber of ['', 'douze', '12a', '0', '-3', '1234567890', '1e3'])
    expect([memberNumber, (await correct(renewal, { memberNumber, reason })).statusCode]).toEqual([
      memberNumber,
      400,
    ]);
  expect((await correct(renewal, { memberNumber: String(held), reason: '' })).statusCode).toBe(400);
  expect(
    (await correct(renewal, { memberNumber: String(held), reason }, 'tresorier@example.org')).statusCode,
  ).toBe(403);
  expect((await correct('inconnue', { memberNumber: String(held), reason })).statusCode).toBe(404);
  expect((await membership(renewal)).numberCorrections).toEqual([]);

  // Sent as a number, it is taken too; the correction is kept as written, and journalled.
  expect((await correct(renewal, { memberNumber: held, reason })).statusCode).toBe(200);
  expect(() =>
    space.ctx.app.services.db.prepare('UPDATE member_number_corrections SET member_number = 1').run(),
  ).toThrow('Une correction du numéro d’un adhérent ne change jamais');
  expect(
    space.ctx.app.services.db
      .prepare("SELECT volunteer FROM personal_data_views WHERE action = 'numéro d’adhérent corrigé'")
      .all(),
  ).toContainEqual({ volunteer: MEMBERSHIPS });
});

it('corrects the number of a membership whose documents wait: the member is told, the attestation will bear it', async () => {
  const waiting = await spaceTestContext(ONE_VOLUNTEER_PER_ROLE);
  try {
    const { headers } = await signInVolunteer(waiting, MEMBERSHIPS);
    const post = (url: string, payload: object) =>
      waiting.app.inject({ method: 'POST', url, headers, payload });
    const first = await payMembership(waiting, 'attente.ancienne@example.com');
    const firstNumbered = (await post(`/api/benevoles/adhesions/${first}/numero`, {})).json();
    // The first member of that name: no namesake to speak of.
    expect(firstNumbered.message).toBe(
      `Numéro ${firstNumbered.number} attribué\u00a0: l’adhérent reçoit son attestation par courriel.`,
    );
    const held = firstNumbered.number as number;
    const renewal = await payMembership(waiting, 'attente.nouvelle@example.com');
    await post(`/api/benevoles/adhesions/${renewal}/numero`, {});
    const corrected = await post(`/api/benevoles/adhesions/${renewal}/numero/correction`, {
      memberNumber: String(held),
      reason,
    });
    expect(calls.correctMemberNumber.answer.parse(corrected.json())).toMatchObject({
      memberNumber: held,
      attestationVersion: null,
      message: expect.stringContaining('son attestation, quand elle sera émise, le portera.'),
    });
    await waiting.flushMail();
    const toMember = waiting.smtp.messages
      .filter((mail) => mail.to.includes('attente.nouvelle@example.com'))
      .at(-1)!;
    expect(mailText(toMember)).toContain(`Votre numéro d’adhérent est le ${held}.`);
    expect(mailAttachments(toMember.raw)).toEqual([]);
  } finally {
    await waiting.close();
  }
});
