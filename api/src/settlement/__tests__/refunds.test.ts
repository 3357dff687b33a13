// Second security review, finding 1: a payment refunded or charged back after it was paid loses its
// documents (voided, numbers kept), is recorded as refunded and the association is told; end to end
// against the local HelloAsso, which learns refunds.
import { createTestContext, TEST_YEAR, type TestContext } from '../../__tests__/support/harness';
import { configuredIssuerEnv, donationPayload } from '../../__tests__/support/fixtures';
import { mailText } from '../../__tests__/support/smtp';
import { startFakeHelloAsso } from '../../infrastructure/payment-providers/__tests__/fake-helloasso';
import { documentPageTexts } from '../../views/document-pages';
import { receiptsOfYear } from '../../documents/issued-documents';
import { receiptsCsv } from '../../documents/receipts-csv';
import { paymentMessages } from '../../payments/payment-messages';

type Fake = Awaited<ReturnType<typeof startFakeHelloAsso>>;
let fake: Fake;
let ctx: TestContext;

beforeAll(async () => {
  fake = await startFakeHelloAsso();
  ctx = await createTestContext({
    ...configuredIssuerEnv(),
    PAYMENT_PROVIDER: 'helloasso',
    HELLOASSO_API_URL: fake.url,
    HELLOASSO_CLIENT_ID: 'client-musee',
    HELLOASSO_CLIENT_SECRET: 'secret-musee',
    HELLOASSO_ORGANIZATION_SLUG: 'aamtdm',
    PUBLIC_BASE_URL: 'https://musee.example',
  });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const DONATION = '/api/faireundon.php?endpoint=create-payment-don';
const confirm = (paymentId: string, customerId: string) =>
  ctx.app.inject({
    url: `/api/faireundon.php?endpoint=donation-success&payment_id=${paymentId}&customer_id=${customerId}`,
  });
const notify = (providerId: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payment-notifications',
    payload: { eventType: 'Payment', data: { checkoutIntentId: Number(providerId) } },
  });

/** A donation paid on HelloAsso and confirmed: its receipt's link (site-relative) and its ids. */
async function paidDonation(customerId: string) {
  const payload = donationPayload({ customer_id: customerId });
  const started = (await ctx.app.inject({ method: 'POST', url: DONATION, payload })).json() as {
    payment_id: string;
  };
  const { provider_id } = ctx.app.services.db
    .prepare('SELECT provider_id FROM payments WHERE id = ?')
    .get(started.payment_id) as { provider_id: string };
  fake.pay(provider_id);
  const confirmed = (await confirm(started.payment_id, customerId)).json() as {
    success: boolean;
    documents: { kind: string; url: string }[];
  };
  expect(confirmed.success).toBe(true);
  const receipt = new URL(confirmed.documents.find((document) => document.kind === 'tax-receipt')!.url)
    .pathname;
  return { paymentId: started.payment_id, providerId: provider_id, receipt };
}

it('voids the documents of a refunded donation, says so on its link, in the export and to the association', async () => {
  const donation = await paidDonation('don_1800000000000_11');
  expect((await ctx.app.inject({ url: donation.receipt })).statusCode).toBe(200);
  const db = ctx.app.services.db;
  const [before] = receiptsOfYear(db, TEST_YEAR).filter((line) => line.paymentId === donation.paymentId);
  await ctx.flushMail();
  const mailsBefore = ctx.smtp.messages.length;

  fake.refund(donation.providerId);
  expect((await notify(donation.providerId)).statusCode).toBe(200);

  expect(db.prepare('SELECT status FROM payments WHERE id = ?').get(donation.paymentId)).toEqual({
    status: 'refunded',
  });
  expect(
    db
      .prepare('SELECT status, source FROM payment_events WHERE payment_id = ? ORDER BY id')
      .all(donation.paymentId),
  ).toEqual([
    { status: 'created', source: 'api' },
    { status: 'paid', source: 'confirmation' },
    { status: 'refunded', source: 'notification:refunded' },
  ]);
  // The link answers a French page saying the document was cancelled, never the PDF.
  const download = await ctx.app.inject({ url: donation.receipt });
  expect(download.statusCode).toBe(410);
  expect(download.headers['content-type']).toMatch(/^text\/html/);
  expect(download.body).toContain(documentPageTexts.cancelled);
  // The treasurer's export keeps the number, marked cancelled.
  const [after] = receiptsOfYear(db, TEST_YEAR).filter((line) => line.paymentId === donation.paymentId);
  expect(after!.receiptNumber).toBe(before!.receiptNumber);
  expect(receiptsCsv([after!])).toMatch(
    new RegExp(`^${after!.receiptNumber};.*;annulé le \\d{2}/\\d{2}/\\d{4} \\(remboursé\\)$`, 'm'),
  );
  // The association is told.
  await ctx.flushMail();
  const [notice] = (await ctx.smtp.waitFor(mailsBefore + 1)).slice(mailsBefore);
  expect(notice!.to).toEqual(['association@example.org']);
  expect(mailText(notice!)).toContain(`le reçu fiscal n° ${before!.receiptNumber}`);
  // The confirmation page now says the payment was refunded.
  const customerId = 'don_1800000000000_11';
  expect((await confirm(donation.paymentId, customerId)).json()).toEqual({
    success: false,
    reason: paymentMessages.refunded,
  });
  // Told once: a second notification changes nothing.
  await notify(donation.providerId);
  await ctx.flushMail();
  expect(
    db.prepare("SELECT COUNT(*) AS n FROM mail_queue WHERE subject LIKE 'Paiement remboursé%'").get(),
  ).toEqual({ n: 1 });

  // The number is never reused: the next receipt takes the next one.
  const next = await paidDonation('don_1800000000000_12');
  const [nextLine] = receiptsOfYear(db, TEST_YEAR).filter((line) => line.paymentId === next.paymentId);
  expect(Number(nextLine!.receiptNumber.split('-')[1])).toBe(Number(before!.receiptNumber.split('-')[1]) + 1);
});

it('treats a chargeback (contested payment) the same way, found at the next confirmation', async () => {
  const donation = await paidDonation('don_1800000000000_13');
  fake.refund(donation.providerId, 'Contested');
  expect((await confirm(donation.paymentId, 'don_1800000000000_13')).json()).toEqual({
    success: false,
    reason: paymentMessages.refunded,
  });
  expect((await ctx.app.inject({ url: donation.receipt })).statusCode).toBe(410);
});
