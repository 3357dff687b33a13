// A buyer's e-mail address typed wrong when paying, corrected by the shop in Chromium: the link to the
// right address sent with the keyboard alone, the buyer opens it and receives the order's confirmation;
// the address typed wrong receives only a notice that names nobody.
import { newMail } from '../support/outbox';
import { confirmMailedCorrection, sendCorrectionLink } from '../support/email-correction';
import { seriousViolations } from '../support/page-checks';
import { buyThenFindOrder } from '../support/order-in-space';
import { expect, test } from '../support/fixtures';

test('an order filed under an address typed wrong moves to the right one, its confirmation with it', async ({
  page,
}) => {
  test.slow();
  const {
    lastName,
    buyer: wrong,
    reference,
    row,
  } = await buyThenFindOrder(page, {
    prefix: 'Commande',
    volunteer: 'acheteur.e2e@example.org',
    domain: 'exmaple.fr',
  });
  const right = `${lastName.toLowerCase()}@example.fr`;
  await row.getByRole('link').click();

  // Prefilled with the address typed wrong; mended, then sent with the keyboard alone; its owner opens
  // the link mailed to the right address and confirms it.
  const before = await sendCorrectionLink(page, { wrong, right, reason: 'Confirmation jamais reçue' });
  await confirmMailedCorrection(
    page,
    before,
    right,
    'Votre adresse e-mail est désormais celle de votre commande',
  );

  // The detail now gives the right address and the correction, who asked it and why.
  await page.reload();
  await expect(page.getByRole('definition').filter({ hasText: right })).toHaveCount(1);
  await expect(
    page.getByText(/^confirmée le .+, demandée par acheteur\.e2e@example\.org\s: Confirmation jamais reçue$/),
  ).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The order's confirmation, with the terms of sale, reaches the right address at last; the one typed
  // wrong is told only that an order will write there no more.
  const confirmations = () =>
    newMail(
      before,
      (mail) => mail.includes(`To: ${right}`) && mail.includes(`votre commande ${reference} est confirm`),
    );
  await expect.poll(() => confirmations().length, { timeout: 15_000 }).toBe(1);
  expect(confirmations()[0]).toContain('conditions-generales-de-vente.pdf');
  const toWrong = () => newMail(before, (mail) => mail.includes(`To: ${wrong}`));
  await expect.poll(() => toWrong().length, { timeout: 15_000 }).toBe(1);
  const [notice] = toWrong();
  expect(notice).toContain('Une commande à la boutique du Musée des Troupes de Marine avait été enregistrée');
  expect(notice).not.toContain(right);
  expect(notice).not.toContain(lastName);
});
