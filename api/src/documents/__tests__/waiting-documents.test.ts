// While the association's seat, object or signatory are missing, a paid donation or membership gives
// no specimen: its documents wait, the payer is told they will follow, and they are issued and mailed
// by themselves once the details are published.
import fs from 'node:fs';
import path from 'node:path';
import { createTestContext, TEST_NOW, TEST_YEAR, type TestContext } from '../../__tests__/support/harness';
import { configuredAssociation, donationPayload, membershipPayload } from '../../__tests__/support/fixtures';
import { testContentFolder } from '../../__tests__/support/content-folder';
import { mailAttachments } from '../../__tests__/support/mail-parts';
import { paymentCalls } from '../../__tests__/support/payment-calls';
import { readPdf } from '../../__tests__/support/pdf-text';
import { mailText } from '../../__tests__/support/smtp';
import { assignMemberNumber } from '../../memberships/memberships';
import { correctDonor } from '../../treasury/treasury';
import { releaseWaitingDocuments } from '../waiting-documents-schedule';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ CONTENT_DIR: testContentFolder() });
});
afterAll(() => {
  ctx.setClock(TEST_NOW);
  return ctx.close();
});

interface Confirmed {
  success: boolean;
  documents?: { kind: string; url: string }[];
}

const calls = paymentCalls(() => ctx);

async function paid(kind: 'donation' | 'membership', payload: { customer_id: string }) {
  const { payment_id } = (await calls.start(kind, payload)).json() as { payment_id: string };
  await calls.sandbox(payment_id, 'pay');
  const confirmed = (await calls.confirm(kind, payment_id, payload.customer_id)).json() as Confirmed;
  return { paymentId: payment_id, confirmed, customerId: payload.customer_id };
}

const documentRows = (paymentId: string) =>
  ctx.app.services.db
    .prepare(
      'SELECT kind, receipt_year, receipt_sequence, paid_at, issued_at FROM issued_documents WHERE payment_id = ?',
    )
    .all(paymentId) as {
    kind: string;
    receipt_year: number | null;
    receipt_sequence: number | null;
    paid_at: string;
    issued_at: string;
  }[];
const paidAt = (paymentId: string) =>
  (
    ctx.app.services.db.prepare('SELECT paid_at FROM payments WHERE id = ?').get(paymentId) as {
      paid_at: string;
    }
  ).paid_at;
const mailsTo = (address: string) => ctx.smtp.messages.filter((message) => message.to.includes(address));

function publishDetails() {
  const file = path.join(ctx.config.contentDir, 'association.json');
  const association = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  fs.writeFileSync(file, JSON.stringify({ ...association, ...configuredAssociation }));
}

describe('documents waiting for the association’s details', () => {
  it('are neither issued as specimens nor promised as attached, then leave by themselves once published', async () => {
    const donation = await paid(
      'donation',
      donationPayload({ customer_id: 'don_1800000000000_41', email: 'attente.don@example.com' }),
    );
    const membership = await paid(
      'membership',
      membershipPayload({ customer_id: 'adherent_1800000000000_42', email: 'attente.adhesion@example.com' }),
    );
    for (const { paymentId, confirmed } of [donation, membership]) {
      expect(confirmed.success).toBe(true);
      expect(confirmed.documents).toBeUndefined();
      expect(documentRows(paymentId)).toEqual([]);
    }
    expect(ctx.count('documents_waiting')).toBe(2);

    await ctx.flushMail();
    const [donorMail] = mailsTo('attente.don@example.com');
    expect(mailAttachments(donorMail!.raw)).toEqual([]);
    expect(mailText(donorMail!)).toContain('Votre reçu fiscal vous parviendra dans un prochain courriel');
    expect(mailText(donorMail!)).not.toContain('est joint à ce courriel');
    const [memberMail] = mailsTo('attente.adhesion@example.com');
    expect(mailAttachments(memberMail!.raw)).toEqual([]);
    expect(mailText(memberMail!)).toMatch(
      /Votre attestation d’adhésion(\s+et le reçu fiscal de votre don)?\s+vous parviendr/,
    );

    // A member numbered meanwhile is told so; the attestation to come will bear the number.
    const numbered = assignMemberNumber(
      ctx.app.services,
      { email: 'adhesions@example.org', name: 'Anne', roles: ['adhesions'] },
      membership.paymentId,
    );
    expect(numbered.outcome).toBe('done');
    const number = (numbered as { number: number }).number;
    await ctx.flushMail();
    const numberMail = mailsTo('attente.adhesion@example.com').find((mail) =>
      mailText(mail).includes(`Votre numéro d’adhérent est le ${number}`),
    )!;
    expect(mailAttachments(numberMail.raw)).toEqual([]);
    expect(mailText(numberMail)).toContain('qui le portera, vous parviendra dans un prochain courriel');

    // A donor corrected meanwhile: the correction is the donor's version 2, no receipt is named, and
    // the receipt to come will bear the corrected name.
    const treasurer = { email: 'tresorier@example.org', name: 'Jean', roles: ['tresorerie'] } as const;
    expect(
      correctDonor(ctx.app.services, treasurer, donation.paymentId, {
        firstName: 'Marie',
        lastName: 'Lefebvre',
        address: '12 rue de la Garonne',
        postcode: '83600',
        city: 'Fréjus',
        reason: 'Nom mal écrit',
      }),
    ).toEqual({ outcome: 'corrected', version: 2, receiptNumber: null });

    // Nothing leaves while the details are missing.
    expect(releaseWaitingDocuments(ctx.app.services, ctx.app.log)).toBe(0);
    expect(ctx.count('documents_waiting')).toBe(2);

    // The details are published in the new year: the gift of December stays a gift of its year.
    publishDetails();
    ctx.setClock('2027-01-05T10:00:00+01:00');
    expect(releaseWaitingDocuments(ctx.app.services, ctx.app.log)).toBe(2);
    expect(ctx.count('documents_waiting')).toBe(0);
    // Numbered in the gift's year and giving its day; signed on the day they are issued.
    const [receipt] = documentRows(donation.paymentId);
    expect(receipt).toMatchObject({
      kind: 'tax-receipt',
      paid_at: paidAt(donation.paymentId),
      receipt_year: TEST_YEAR,
      issued_at: '2027-01-05T09:00:00.000Z',
    });
    const memberKinds = documentRows(membership.paymentId)
      .map((row) => row.kind)
      .sort();
    expect(memberKinds).toContain('membership-attestation');

    await ctx.flushMail();
    const donorDocuments = mailsTo('attente.don@example.com').filter(
      (mail) => mailAttachments(mail.raw).length > 0,
    );
    expect(donorDocuments).toHaveLength(1);
    const number2 = `${receipt!.receipt_year}-${String(receipt!.receipt_sequence).padStart(5, '0')}`;
    expect(mailText(donorDocuments[0]!)).toContain(`voici votre reçu fiscal n° ${number2}`);
    const [pdf] = mailAttachments(donorDocuments[0]!.raw);
    expect(pdf!.filename).toBe(`recu-fiscal-${number2}.pdf`);
    const { flat } = readPdf(pdf!.content);
    expect(flat).not.toMatch(/spécimen/i);
    expect(flat).toContain(configuredAssociation.signatoryName);
    expect(flat).toContain('le 5 janvier 2027.');
    expect(flat).toContain('1er décembre 2026');
    expect(flat).toContain('Marie Lefebvre');

    const memberDocuments = mailsTo('attente.adhesion@example.com').filter(
      (mail) => mailAttachments(mail.raw).length > 0,
    );
    expect(memberDocuments).toHaveLength(1);
    const attestation = mailAttachments(memberDocuments[0]!.raw).find((part) =>
      part.filename.startsWith('attestation'),
    )!;
    expect(readPdf(attestation.content).flat).toContain(String(number));

    // The success page, opened again, now offers them; a second run issues nothing more.
    const again = (
      await calls.confirm('donation', donation.paymentId, donation.customerId)
    ).json() as Confirmed;
    expect(again.documents?.map((document) => document.kind)).toEqual(['tax-receipt']);
    expect(releaseWaitingDocuments(ctx.app.services, ctx.app.log)).toBe(0);
    expect(documentRows(donation.paymentId)).toHaveLength(1);
  });
});
