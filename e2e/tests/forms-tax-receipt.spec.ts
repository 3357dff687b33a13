import fs from 'node:fs';
import path from 'node:path';
import { mailAttachments } from '../../api/src/__tests__/support/mail-parts';
import { readPdf } from '../../api/src/__tests__/support/pdf-text';
import { E2E_OUTBOX_DIR } from '../playwright.config';
import { queryDatabase } from '../support/database';
import { expect, test } from '../support/fixtures';
import { fillDonation } from '../support/payment-forms';

/** The attachment of that name in the mails the server wrote to its outbox, once it is there. */
function attachmentInOutbox(filename: string) {
  if (!fs.existsSync(E2E_OUTBOX_DIR)) return undefined;
  for (const name of fs.readdirSync(E2E_OUTBOX_DIR).filter((file) => file.endsWith('.eml'))) {
    const raw = fs.readFileSync(path.join(E2E_OUTBOX_DIR, name), 'utf8');
    const found = mailAttachments(raw).find((part) => part.filename === filename);
    if (found) return { raw, attachment: found };
  }
  return undefined;
}

test('a donor pays through the sandbox, downloads the tax receipt from DonationSuccess and finds it in the mail', async ({
  page,
}) => {
  const lastName = `Recu${Date.now()}`;
  await fillDonation(page, lastName, '60');
  await page.getByRole('button', { name: 'Je fais un don' }).click();
  await expect(page).toHaveURL(/\/sandbox-payments\//);
  const paymentId = await page.evaluate(() => window.localStorage.getItem('current_payment_id'));
  await page.getByRole('button', { name: 'Payer', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre don !' })).toBeVisible();

  const link = page.getByRole('link', { name: 'Télécharger mon reçu fiscal' });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const { receipt_year: year, receipt_sequence: sequence } = queryDatabase((db) =>
    db
      .prepare(
        "SELECT receipt_year, receipt_sequence FROM issued_documents WHERE payment_id = ? AND kind = 'tax-receipt'",
      )
      .get(paymentId),
  ) as { receipt_year: number; receipt_sequence: number };
  const number = `${year}-${String(sequence).padStart(5, '0')}`;
  expect(download.suggestedFilename()).toBe(`recu-fiscal-${number}.pdf`);
  const pdf = fs.readFileSync(await download.path());
  const { flat } = readPdf(pdf);
  for (const mention of [
    `Reçu n° ${number}`,
    'Association des amis du Musée des Troupes de Marine',
    'prévue à l’article 200 du code général des impôts',
    `Paul ${lastName}`,
    '8 boulevard de la Libération, 83600 Fréjus',
    '60,00 €',
    'soixante euros',
    'Don manuel',
    'Numéraire',
    'Carte bancaire',
    // The published content names the association's signatory: a real receipt, not a specimen.
    'Jean Dupont, Trésorier',
  ])
    expect(flat).toContain(mention);
  expect(flat).not.toMatch(/spécimen/i);

  // Reloaded (the stored ids were cleared on success), the page finds its payment by its address and
  // shows the same result and the same receipt.
  expect(page.url()).toContain(`payment=${paymentId}`);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre don !' })).toBeVisible();
  const [again] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Télécharger mon reçu fiscal' }).click(),
  ]);
  expect(Buffer.compare(fs.readFileSync(await again.path()), pdf)).toBe(0);

  // The same document travels attached to the confirmation mail.
  await expect.poll(() => attachmentInOutbox(download.suggestedFilename()) !== undefined).toBe(true);
  const mail = attachmentInOutbox(download.suggestedFilename())!;
  expect(mail.raw).toMatch(/^To: paul@example\.fr$/m);
  expect(Buffer.compare(mail.attachment.content, pdf)).toBe(0);
});
