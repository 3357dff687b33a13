// An issued document is a record: a member's address corrected afterwards changes no byte of the
// receipt and attestation already issued (downloaded again by their links); the treasurer's
// correction is a new receipt, with its own number, that names the one it replaces, and the earlier
// one still downloads as it was.
import { configuredIssuerEnv } from '../../__tests__/support/fixtures';
import { createTestContext, type TestContext } from '../../__tests__/support/harness';
import { payMembership } from '../../__tests__/support/payment-calls';
import { readPdf } from '../../__tests__/support/pdf-text';
import { findPayment } from '../../payments/payment-store';
import { correctContact } from '../../member-area/member-account';
import { correctDocument } from '../../memberships/memberships';
import { documentsOf, receiptsOfYear } from '../issued-documents';
import { documentUrl } from '../document-links';
import type { PaymentDocumentRef } from '@mtdm/shared/contracts';

const EMAIL = 'adresse.corrigee@example.com';
const treasurer = { email: 'tresorier@example.org', name: 'Trésorier', roles: ['tresorerie'] as const };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(configuredIssuerEnv());
});
afterAll(() => ctx.close());

/** The payer's link of a document, downloaded over HTTP: the bytes served. */
async function download(ref: PaymentDocumentRef): Promise<Buffer> {
  const payment = findPayment(ctx.app.services.db, ref.paymentId)!;
  const url = new URL(
    documentUrl(
      'http://localhost',
      ctx.app.services.documentLinkSecret,
      ref,
      payment.customerId,
      ctx.app.services.now(),
    ),
  );
  const response = await ctx.app.inject({ url: url.pathname });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

it('downloads every earlier document byte for byte after the member corrects their address', async () => {
  const paymentId = await payMembership(ctx, EMAIL);
  const issued = documentsOf(ctx.app.services.db, paymentId).map(({ kind, version }) => ({
    kind,
    paymentId,
    version,
  }));
  expect(issued.map((ref) => ref.kind)).toEqual(['membership-attestation', 'tax-receipt']);
  const before = await Promise.all(issued.map(download));
  expect(readPdf(before[1]!).flat).toContain('Fréjus');

  correctContact(ctx.app.services, EMAIL, {
    address: '12 rue des Remparts',
    postcode: '13200',
    city: 'Arles',
    mobileNumber: '0612345678',
  });
  const after = await Promise.all(issued.map(download));
  for (const [index, bytes] of after.entries()) expect(bytes.equals(before[index]!)).toBe(true);
  expect(readPdf(after[1]!).flat).not.toContain('Arles');

  // The treasurer issues the correction: a new receipt, numbered, naming the one it replaces.
  const receipt = issued.find((ref) => ref.kind === 'tax-receipt')!;
  const [first] = documentsOf(ctx.app.services.db, paymentId)
    .filter((document) => document.kind === 'tax-receipt')
    .map((document) => document.receiptNumber);
  const corrected = correctDocument(ctx.app.services, treasurer, receipt, 'adresse du donateur corrigée');
  expect(corrected).toMatchObject({ outcome: 'done', version: 2 });
  const second = (corrected as { receiptNumber: string }).receiptNumber;
  expect(second).not.toBe(first);
  const replacement = readPdf(await download({ ...receipt, version: 2 })).flat;
  expect(replacement).toContain('12 rue des Remparts, 13200 Arles');
  expect(replacement).toMatch(new RegExp(`annule et remplace le reçu n° ${first}`));
  // The earlier receipt is still the record it was.
  expect((await download(receipt)).equals(before[1]!)).toBe(true);
  // The treasurer's list shows both, each saying what it is.
  const lines = receiptsOfYear(ctx.app.services.db, Number(first!.slice(0, 4)));
  expect(lines.find((line) => line.receiptNumber === first)).toMatchObject({ replacedBy: second });
  expect(lines.find((line) => line.receiptNumber === second)).toMatchObject({ replaces: first });
  // Only the role that owns the document may correct it.
  expect(correctDocument(ctx.app.services, { ...treasurer, roles: ['adhesions'] }, receipt, 'essai')).toEqual(
    { outcome: 'forbidden' },
  );
});
