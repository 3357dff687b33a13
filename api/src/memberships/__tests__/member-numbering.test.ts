// A member's number, given from the volunteers' space: once, from one sequence, mailed with the
// attestation that bears it; kept on renewal, never given twice; and the members' CSV.
import { parse } from 'csv-parse/sync';
import { mailAttachments } from '../../__tests__/support/mail-parts';
import { payMembership } from '../../__tests__/support/payment-calls';
import { readPdf } from '../../__tests__/support/pdf-text';
import { mailText } from '../../__tests__/support/smtp';
import { signedInSpaceForFile } from '../../__tests__/support/volunteer-session';

const space = signedInSpaceForFile(['adhesions@example.org', 'tresorier@example.org']);
const { json } = space;
let membershipId: string;
beforeAll(async () => {
  membershipId = await payMembership(space.ctx, 'membre.numero@example.com');
});

it('a member is numbered once from one sequence, and mailed the attestation bearing the number', async () => {
  const memberships = space.sessions['adhesions@example.org']!;
  const listed = (await json('GET', '/api/benevoles/adhesions', undefined, memberships)).json().members;
  expect(listed).toEqual([expect.objectContaining({ paymentId: membershipId, memberNumber: null })]);
  expect(listed[0]).not.toHaveProperty('birthDate');

  const before = space.ctx.smtp.messages.length;
  const numbered = await json('POST', `/api/benevoles/adhesions/${membershipId}/numero`, {}, memberships);
  expect(numbered.json()).toMatchObject({ success: true, number: 1 });
  await space.ctx.flushMail();
  const [mail] = space.ctx.smtp.messages.slice(before);
  expect(mail!.to).toEqual(['membre.numero@example.com']);
  expect(mailText(mail!)).toContain('Votre numéro d’adhérent est le 1.');
  const attestation = mailAttachments(mail!.raw).find((part) =>
    part.filename.startsWith('attestation-adhesion'),
  );
  expect(readPdf(attestation!.content).flat).toContain('Numéro d’adhérent : 1 ');
  expect(
    (await json('POST', `/api/benevoles/adhesions/${membershipId}/numero`, {}, memberships)).statusCode,
  ).toBe(409);

  // The same member renewing keeps their number without a volunteer's click; another member gets the
  // next one, never a used one.
  const renewal = await payMembership(space.ctx, 'membre.numero@example.com');
  const other = await payMembership(space.ctx, 'autre.membre@example.com');
  const renewed = (await json('GET', `/api/benevoles/adhesions/${renewal}`, undefined, memberships)).json();
  expect(renewed.membership.memberNumber).toBe(1);
  expect((await json('POST', `/api/benevoles/adhesions/${renewal}/numero`, {}, memberships)).statusCode).toBe(
    409,
  );
  expect(
    (await json('POST', `/api/benevoles/adhesions/${other}/numero`, {}, memberships)).json().number,
  ).toBe(2);
});

it('exports the members, read back by a real CSV parser: words, not the form’s codes', async () => {
  const treasury = space.sessions['tresorier@example.org']!;
  const members = parse(
    (await json('GET', '/api/benevoles/adhesions/export', undefined, treasury)).rawPayload,
    { bom: true, delimiter: ';' },
  ) as string[][];
  // The membership's exported fields follow (their test: memberships/__tests__/membership-fields.test.ts).
  expect(members[0]!.slice(0, 8)).toEqual([
    'numero_adherent',
    'nom',
    'prenom',
    'type',
    'montant_euros',
    'payee_le',
    'valable_jusqu_au',
    'reference_paiement',
  ]);
  expect(members.slice(1)).toContainEqual(
    expect.arrayContaining([
      expect.stringMatching(/^ADH-[0-9A-F]{10}$/),
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
    ]),
  );
  // The numbers given above (the renewal keeps its member's); words, not the form's codes.
  expect(
    members
      .slice(1)
      .map((row) => row[0])
      .sort(),
  ).toEqual(['1', '1', '2']);
  expect(members.slice(1).map((row) => row[3])).toContain('Individuel');
  expect(members.flat()).not.toContain('individual');
});
