// A member's e-mail address typed wrong when paying, corrected by the association in Chromium: the
// memberships' volunteer sends a link to the right address with the keyboard alone, the member opens
// it, and the membership's detail shows the correction; the address typed wrong receives only a
// notice that names nobody.
import { newMail } from '../support/outbox';
import { confirmMailedCorrection, sendCorrectionLink } from '../support/email-correction';
import { seriousViolations } from '../support/page-checks';
import { payThenListMemberships } from '../support/membership-in-space';
import { expect, test } from '../support/fixtures';

test('an address typed wrong moves to the right one once its owner opens the association’s link', async ({
  page,
}) => {
  test.slow();
  const lastName = `Courriel${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const wrong = `${lastName.toLowerCase()}@exmaple.fr`;
  const right = `${lastName.toLowerCase()}@example.fr`;
  await payThenListMemberships(page, { lastName, email: wrong }, 'courriel.e2e@example.org');
  await page.getByRole('row').filter({ hasText: lastName }).getByRole('link').click();

  // Prefilled with the address typed wrong; mended, then sent with the keyboard alone; its owner opens
  // the link mailed to the right address and confirms it.
  const before = await sendCorrectionLink(page, { wrong, right, reason: 'Adresse mal saisie au paiement' });
  await confirmMailedCorrection(
    page,
    before,
    right,
    'Votre adresse e-mail est désormais celle de votre adhésion',
  );

  // The detail now gives the right address and the correction, who asked it and why.
  await page.reload();
  const facts = page.getByRole('definition');
  await expect(facts.filter({ hasText: right })).toHaveCount(1);
  await expect(
    page.getByText(
      /^confirmée le .+, demandée par courriel\.e2e@example\.org\s: Adresse mal saisie au paiement$/,
    ),
  ).toBeVisible();
  await expect(page.getByText(/en attente de son ouverture$/)).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The member receives at last the documents of the membership; whoever holds the mailbox typed
  // wrong is told only that a membership will write there no more, neither whose nor where to.
  await expect
    .poll(
      () =>
        newMail(before, (mail) => mail.includes(`To: ${right}`) && mail.includes('application/pdf')).length,
      {
        timeout: 15_000,
      },
    )
    .toBe(1);
  const toWrong = () => newMail(before, (mail) => mail.includes(`To: ${wrong}`));
  await expect.poll(() => toWrong().length, { timeout: 15_000 }).toBe(1);
  const [notice] = toWrong();
  expect(notice).toContain('enregistrée par erreur sous cette adresse');
  expect(notice).not.toContain(right);
  expect(notice).not.toContain('Marie');
});
