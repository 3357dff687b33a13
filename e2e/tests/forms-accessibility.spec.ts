import { paths } from '@mtdm/shared/routing';
import { expect, test } from '../support/fixtures';
import { seriousViolations } from '../support/page-checks';

/** Serious and critical WCAG 2.1 A/AA violations, as "rule: targets". */

const formPages = [
  paths.contactChooser,
  paths.contactMuseum,
  paths.contactAssociation,
  paths.contactChetom,
  paths.guidedTour,
  paths.workAtMuseum,
  paths.membership,
  paths.donation,
  paths.registrationSuccess,
  paths.registrationCancel,
  paths.donationSuccess,
  paths.donationCancel,
];

for (const width of [1280, 390]) {
  test.describe(`forms pass axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    for (const path of formPages) {
      test(path, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('forms showing their errors, and the membership payment modal', async ({ page }) => {
      // Four pages and four axe analyses in one test: more than the default 30 s on a busy 2-core machine.
      test.slow();
      for (const path of [paths.contactMuseum, paths.workAtMuseum, paths.donation]) {
        await page.goto(path);
        await page.getByRole('main').locator('form button[type="submit"]').click();
        await expect(page.getByRole('alert')).toHaveText('Veuillez remplir tous les champs obligatoires');
        expect(await seriousViolations(page)).toEqual([]);
      }
      await page.goto(paths.membership);
      await page.getByLabel('Nom', { exact: true }).fill('Dupont');
      await page.getByRole('button', { name: 'Valider et passer au paiement' }).click();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
