import fs from 'node:fs';
import path from 'node:path';
import { createTestContext, type TestContext } from '../../__tests__/support/harness';
import {
  configuredAssociation,
  configuredIssuerEnv,
  donationPayload,
  issuerName,
  membershipPayload,
} from '../../__tests__/support/fixtures';
import { mailAttachments } from '../../__tests__/support/mail-parts';
import { paymentCalls } from '../../__tests__/support/payment-calls';
import { readPdf } from '../../__tests__/support/pdf-text';
import { mailText } from '../../__tests__/support/smtp';
import { formatDocumentDate } from '../document-texts';
import { documentToken } from '../document-links';
import { parisYear } from '@mtdm/shared/news';
import { documentsOf } from '../issued-documents';
import { documentPageTexts } from '../../views/document-pages';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ ...configuredIssuerEnv(), PUBLIC_BASE_URL: '' });
});
afterAll(async () => {
  await ctx.close();
});

interface ConfirmedDocuments {
  success: boolean;
  documents?: { kind: string; url: string }[];
}

/** Starts a payment, pays it on the sandbox page and confirms it as the success page does. */
async function paidThroughSandbox(
  context: TestContext,
  kind: 'donation' | 'membership',
  payload: { customer_id: string },
): Promise<{ paymentId: string; confirmed: ConfirmedDocuments }> {
  const calls = paymentCalls(() => context);
  const { payment_id } = (await calls.start(kind, payload)).json() as { payment_id: string };
  await calls.sandbox(payment_id, 'pay');
  const confirmed = (await calls.confirm(kind, payment_id, payload.customer_id)).json() as ConfirmedDocuments;
  return { paymentId: payment_id, confirmed };
}

const download = (context: TestContext, url: string) => context.app.inject({ method: 'GET', url });
const linkOf = (confirmed: ConfirmedDocuments, kind: string) =>
  confirmed.documents!.find((document) => document.kind === kind)!.url;
const receiptRows = (context: TestContext) =>
  context.app.services.db
    .prepare(
      "SELECT payment_id, receipt_year, receipt_sequence FROM issued_documents WHERE kind = 'tax-receipt' ORDER BY receipt_sequence",
    )
    .all() as { payment_id: string; receipt_year: number; receipt_sequence: number }[];
const paidAtOf = (context: TestContext, paymentId: string) =>
  (
    context.app.services.db
      .prepare("SELECT created_at FROM payment_events WHERE payment_id = ? AND status = 'paid'")
      .get(paymentId) as { created_at: string }
  ).created_at;

describe('tax receipt of a donation', () => {
  it('is issued on confirmation with every mention of the Cerfa model, and downloaded by its link', async () => {
    const payload = donationPayload({ customer_id: 'don_1800000000000_1' });
    const { paymentId, confirmed } = await paidThroughSandbox(ctx, 'donation', payload);
    expect(confirmed.success).toBe(true);
    const [receipt] = receiptRows(ctx).filter((row) => row.payment_id === paymentId);
    const year = parisYear(paidAtOf(ctx, paymentId));
    const number = `${year}-${String(receipt!.receipt_sequence).padStart(5, '0')}`;

    const response = await download(ctx, linkOf(confirmed, 'tax-receipt'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="recu-fiscal-${number}.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { flat, info, pageCount } = readPdf(response.rawPayload);
    expect(pageCount).toBe(1);
    expect(info).toMatchObject({
      Title: 'Reçu au titre des dons à certains organismes d’intérêt général',
      Language: 'fr-FR',
    });
    for (const mention of [
      `Reçu n° ${number}`,
      // The beneficiary, as configured: name, address, object.
      issuerName,
      configuredAssociation.registeredAddress,
      configuredAssociation.object,
      // Its qualification for an individual donor.
      'prévue à l’article 200 du code général des impôts',
      // The donor.
      'Marie Lefèvre',
      '12 rue de la Garonne, 83600 Fréjus',
      // The gift: figures, words, date, form, nature, means.
      '60,00 €',
      'soixante euros',
      formatDocumentDate(paidAtOf(ctx, paymentId)),
      'Don manuel',
      'Numéraire',
      'Carte bancaire',
      // The signatory.
      `${configuredAssociation.signatoryName}, ${configuredAssociation.signatoryRole}`,
    ])
      expect(flat).toContain(mention.replace(/\s+/g, ' '));
    expect(flat).not.toMatch(/spécimen/i);
    expect(flat).not.toContain('prévue à l’article 238 bis');
  });

  it('names article 238 bis for a company, and the amount in words with its cents', async () => {
    const payload = donationPayload({
      customer_id: 'don_1800000000000_2',
      status: 'entreprise',
      amount: 1280.5,
      donationAmount: 1280.5,
    });
    const { confirmed } = await paidThroughSandbox(ctx, 'donation', payload);
    const { flat: text } = readPdf((await download(ctx, linkOf(confirmed, 'tax-receipt'))).rawPayload);
    expect(text).toContain('prévue à l’article 238 bis du code général des impôts');
    expect(text).not.toContain('prévue à l’article 200');
    expect(text).toContain('mille deux cent quatre-vingts euros et cinquante centimes');
  });

  it('is the same document with the same number when asked again, and is attached to the confirmation mail', async () => {
    const payload = donationPayload({ customer_id: 'don_1800000000000_3', email: 'repete@example.com' });
    const { paymentId, confirmed } = await paidThroughSandbox(ctx, 'donation', payload);
    const again = (
      await paymentCalls(() => ctx).confirm('donation', paymentId, payload.customer_id)
    ).json() as ConfirmedDocuments;
    const first = (await download(ctx, linkOf(confirmed, 'tax-receipt'))).rawPayload;
    const second = (await download(ctx, linkOf(again, 'tax-receipt'))).rawPayload;
    expect(Buffer.compare(first, second)).toBe(0);
    expect(receiptRows(ctx).filter((row) => row.payment_id === paymentId)).toHaveLength(1);

    await ctx.flushMail();
    const mail = ctx.smtp.messages.find((message) => message.to.includes('repete@example.com'))!;
    const [attachment, ...others] = mailAttachments(mail.raw);
    expect(others).toHaveLength(0);
    expect(attachment!.contentType).toBe('application/pdf');
    expect(attachment!.filename).toMatch(/^recu-fiscal-\d{4}-\d{5}\.pdf$/);
    expect(Buffer.compare(attachment!.content, first)).toBe(0);
    expect(mailText(mail)).toContain(
      `Votre reçu fiscal n° ${attachment!.filename.slice(12, -4)} est joint à ce courriel`,
    );
  });

  it('names the RNA number once the published content gives it, from the next receipt on', async () => {
    const folder = ctx.app.services.config.contentDir;
    const associationFile = path.join(folder, 'association.json');
    const association = JSON.parse(fs.readFileSync(associationFile, 'utf8')) as Record<string, unknown>;
    expect(association.rnaNumber).toBeUndefined();
    const before = await paidThroughSandbox(
      ctx,
      'donation',
      donationPayload({ customer_id: 'don_1800000000000_7' }),
    );
    const first = readPdf((await download(ctx, linkOf(before.confirmed, 'tax-receipt'))).rawPayload).flat;
    expect(first).not.toContain('Numéro RNA');

    // An editor fills it in; the content is published (the api reads the live content again).
    fs.writeFileSync(associationFile, JSON.stringify({ ...association, rnaNumber: 'W831000123' }));
    const after = await paidThroughSandbox(
      ctx,
      'donation',
      donationPayload({ customer_id: 'don_1800000000000_8' }),
    );
    const next = readPdf((await download(ctx, linkOf(after.confirmed, 'tax-receipt'))).rawPayload).flat;
    expect(next).toContain('Numéro RNA : W831000123');
    // A receipt already issued stays as it was issued.
    expect(readPdf((await download(ctx, linkOf(before.confirmed, 'tax-receipt'))).rawPayload).flat).toBe(
      first,
    );
    fs.writeFileSync(associationFile, JSON.stringify(association));
  });

  it('is never issued for a cancelled or unconfirmed payment', async () => {
    const calls = paymentCalls(() => ctx);
    const before = receiptRows(ctx).length;
    const cancelled = donationPayload({ customer_id: 'don_1800000000000_5' });
    const { payment_id: cancelledId } = (await calls.start('donation', cancelled)).json() as {
      payment_id: string;
    };
    await calls.sandbox(cancelledId, 'cancel');
    expect((await calls.confirm('donation', cancelledId, cancelled.customer_id)).json()).toMatchObject({
      success: false,
    });
    const pending = donationPayload({ customer_id: 'don_1800000000000_6' });
    const { payment_id: pendingId } = (await calls.start('donation', pending)).json() as {
      payment_id: string;
    };
    expect((await calls.confirm('donation', pendingId, pending.customer_id)).json()).toMatchObject({
      success: false,
    });
    expect(receiptRows(ctx)).toHaveLength(before);
    // Even a well-signed link to it gives nothing.
    const token = documentToken(
      ctx.app.services.documentLinkSecret,
      { kind: 'tax-receipt', paymentId: cancelledId },
      cancelled.customer_id,
      new Date(ctx.app.services.now().getTime() + 60_000),
    );
    expect((await download(ctx, `/api/documents/${token}`)).statusCode).toBe(404);
  });
});

describe('download links', () => {
  it('refuses an altered, foreign or expired link with a French page, never the document', async () => {
    const payload = donationPayload({ customer_id: 'don_1800000000000_7' });
    const { paymentId, confirmed } = await paidThroughSandbox(ctx, 'donation', payload);
    const url = linkOf(confirmed, 'tax-receipt');
    const altered = url.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    const forged = await download(ctx, altered);
    expect(forged.statusCode).toBe(404);
    expect(forged.headers['content-type']).toMatch(/^text\/html/);
    expect(forged.body).toContain(documentPageTexts.notFound.replace(/’/g, '&#8217;').slice(0, 20));
    expect((await download(ctx, url.replace('tax-receipt.', 'membership-attestation.'))).statusCode).toBe(
      404,
    );
    const secret = ctx.app.services.documentLinkSecret;
    const ref = { kind: 'tax-receipt', paymentId } as const;
    const otherCustomer = documentToken(
      secret,
      ref,
      'don_autre',
      new Date(ctx.app.services.now().getTime() + 60_000),
    );
    expect((await download(ctx, `/api/documents/${otherCustomer}`)).statusCode).toBe(404);
    const expired = documentToken(
      secret,
      ref,
      payload.customer_id,
      new Date(ctx.app.services.now().getTime() - 1000),
    );
    const late = await download(ctx, `/api/documents/${expired}`);
    expect(late.statusCode).toBe(410);
    expect(late.body).toContain(documentPageTexts.expiredTitle);
    expect((await download(ctx, '/api/documents/1')).statusCode).toBe(404);
  });
});

describe('membership attestation', () => {
  it('names the member, the type, the amount, the date and the period; the donation part gets its own receipt', async () => {
    const payload = membershipPayload({
      customer_id: 'adherent_1800000000000_1',
      amount: 30,
      donationAmount: 10,
    });
    const { paymentId, confirmed } = await paidThroughSandbox(ctx, 'membership', payload);
    expect(confirmed.documents!.map((document) => document.kind)).toEqual([
      'membership-attestation',
      'tax-receipt',
    ]);
    const attestation = await download(ctx, linkOf(confirmed, 'membership-attestation'));
    expect(attestation.headers['content-disposition']).toMatch(
      /filename="attestation-adhesion-ADH-[0-9A-F]{10}\.pdf"/,
    );
    const { flat } = readPdf(attestation.rawPayload);
    expect(flat).toContain('Attestation d’adhésion');
    expect(flat).toContain('Marie Lefèvre');
    expect(flat).toContain('Individuel');
    expect(flat).toContain('30,00 € (cotisation 20,00 €, don 10,00 €)');
    expect(flat).toContain(formatDocumentDate(paidAtOf(ctx, paymentId)));
    expect(flat).toMatch(/Période d’adhésion : du \d{1,2}(er)? \p{L}+ \d{4} au \d{1,2}(er)? \p{L}+ \d{4}/u);
    expect(flat).not.toContain('Membre à vie');
    const receiptDownload = await download(ctx, linkOf(confirmed, 'tax-receipt'));
    const receiptNumber = /recu-fiscal-(\d{4}-\d{5})\.pdf/.exec(
      String(receiptDownload.headers['content-disposition']),
    )![1]!;
    // The attestation names the receipt issued with it, as its subject kept it when issued.
    expect(flat).toMatch(new RegExp(`reçu fiscal n°\\s${receiptNumber}, joint séparément`));
    const [attestationDocument] = documentsOf(ctx.app.services.db, paymentId).filter(
      (document) => document.kind === 'membership-attestation',
    );
    expect(attestationDocument!.subject.receiptNumber).toBe(receiptNumber);
    const receipt = readPdf(receiptDownload.rawPayload).flat;
    // Only the gift is receipted, never the fee.
    expect(receipt).toContain('10,00 €');
    expect(receipt).toContain('dix euros');
    expect(receipt).toContain('la cotisation n’y est pas comprise');

    await ctx.flushMail();
    const mail = ctx.smtp.messages.find(
      (message) =>
        message.to.includes(payload.email) &&
        mailText(message).includes('Votre adhésion à l’AAMTDM') &&
        mailAttachments(message.raw).length === 2,
    );
    expect(mailAttachments(mail!.raw).map((part) => part.filename)).toEqual([
      expect.stringMatching(/^attestation-adhesion-ADH-/),
      expect.stringMatching(/^recu-fiscal-\d{4}-\d{5}\.pdf$/),
    ]);
  });

  it('gives the lifetime-member title from 600 € and no receipt without a donation', async () => {
    const lifetime = membershipPayload({
      customer_id: 'adherent_1800000000000_2',
      amount: 600,
      donationAmount: 580,
    });
    const { confirmed } = await paidThroughSandbox(ctx, 'membership', lifetime);
    const text = readPdf((await download(ctx, linkOf(confirmed, 'membership-attestation'))).rawPayload).flat;
    expect(text).toContain('Membre à vie');
    expect(text).toContain('est membre à vie de l’association');

    const association = membershipPayload({
      customer_id: 'adherent_1800000000000_3',
      membershipType: 'family',
      amount: 150,
      donationAmount: 0,
    });
    const plain = await paidThroughSandbox(ctx, 'membership', association);
    expect(plain.confirmed.documents!.map((document) => document.kind)).toEqual(['membership-attestation']);
    expect(
      readPdf((await download(ctx, linkOf(plain.confirmed, 'membership-attestation'))).rawPayload).text,
    ).toContain('Association');
  });
});
