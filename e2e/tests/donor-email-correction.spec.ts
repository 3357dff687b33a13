// A donor's e-mail address typed wrong when paying, corrected by the treasurer in Chromium: the link to
// the right address sent with the keyboard alone, the donor opens it, their receipt reaches them and
// their space lists the gift; the address typed wrong receives only a notice that names nobody.
import { newMail } from '../support/outbox';
import { confirmMailedCorrection, sendCorrectionLink } from '../support/email-correction';
import { seriousViolations } from '../support/page-checks';
import { fillDonation } from '../support/payment-forms';
import { searchTheList } from '../support/list-search';
import { signInAsVolunteer } from '../support/volunteer-sign-in';
import { signInAsMember } from '../support/member-sign-in';
import { expect, test } from '../support/fixtures';

test('a gift filed under an address typed wrong moves to the right one, its receipt with it', async ({
  page,
}) => {
  test.slow();
  const lastName = `Recu${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const wrong = `${lastName.toLowerCase()}@exmaple.fr`;
  const right = `${lastName.toLowerCase()}@example.fr`;
  await fillDonation(page, lastName, '50', { email: wrong });
  await page.getByRole('button', { name: 'Je fais un don' }).click();
  await page.getByRole('button', { name: 'Payer', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre don !' })).toBeVisible();

  await signInAsVolunteer(page, 'donateur.e2e@example.org');
  await page
    .getByRole('navigation', { name: 'Menu de l’espace des bénévoles' })
    .getByRole('link', { name: 'Dons' })
    .click();
  await searchTheList(page, lastName);
  await page.getByRole('row').filter({ hasText: lastName }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 2, name: /^Don DON-/ })).toBeVisible();

  // Prefilled with the address typed wrong; mended, then sent with the keyboard alone; its owner opens
  // the link mailed to the right address and confirms it.
  const before = await sendCorrectionLink(page, {
    wrong,
    right,
    reason: 'Reçu jamais arrivé, signalé par courrier',
  });
  await confirmMailedCorrection(page, before, right, 'Votre adresse e-mail est désormais celle de votre don');

  // The detail now gives the right address and the correction, who asked it and why.
  await page.reload();
  await expect(page.getByRole('definition').filter({ hasText: right })).toHaveCount(1);
  await expect(
    page.getByText(
      /^confirmée le .+, demandée par donateur\.e2e@example\.org\s: Reçu jamais arrivé, signalé par courrier$/,
    ),
  ).toBeVisible();
  await expect(page.getByText(/en attente de son ouverture$/)).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 844 });

  // The receipt reaches the right address at last; the one typed wrong is told only that a gift will
  // write there no more, neither whose nor where to.
  const receipts = () =>
    newMail(before, (mail) => mail.includes(`To: ${right}`) && mail.includes('application/pdf'));
  await expect.poll(() => receipts().length, { timeout: 15_000 }).toBe(1);
  const toWrong = () => newMail(before, (mail) => mail.includes(`To: ${wrong}`));
  await expect.poll(() => toWrong().length, { timeout: 15_000 }).toBe(1);
  const [notice] = toWrong();
  expect(notice).toContain('Un don à l’AAMTDM avait été enregistré par erreur sous cette adresse');
  expect(notice).not.toContain(right);
  expect(notice).not.toContain(lastName);

  // The donor's space opens at the right address with the gift in it.
  await signInAsMember(page, right);
  await expect(page.getByRole('region', { name: 'Vos dons' }).getByRole('definition').first()).toHaveText(
    `Paul ${lastName}`,
  );
});
