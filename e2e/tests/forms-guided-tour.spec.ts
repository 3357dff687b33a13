import type { Page } from '@playwright/test';
import { paths } from '@mtdm/shared/routing';
import { queryDatabase } from '../support/database';
import { expect, test } from '../support/fixtures';

async function fillTour(page: Page, lastName: string, groupSize = '24') {
  await page.getByLabel('Prénom').fill('Jean');
  await page.getByLabel('Nom', { exact: true }).fill(lastName);
  await page.getByLabel('Adresse e-mail').fill('jean@example.fr');
  await page.getByLabel('Indicatif téléphonique').selectOption({ label: 'France (+33)' });
  await page.getByLabel('Téléphone').fill('0612345678');
  await page.getByLabel('Date souhaitée').fill('2027-03-16');
  await page.getByLabel('Heure souhaitée').fill('14:30');
  await page.getByLabel('Nombre de personnes').fill(groupSize);
}

for (const width of [1280, 390]) {
  test.describe(`guided tour at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('visiteguidee.html leads to the form, whose classic post is confirmed by a French page', async ({
      page,
    }) => {
      await page.goto('/visiteguidee.html');
      await expect(page.getByRole('heading', { level: 1, name: 'Demander une Visite Guidée' })).toBeVisible();
      await expect(page.getByText(/groupes d’au moins 10 personnes/)).toBeVisible();
      const lastName = `Visite${Date.now()}`;
      await fillTour(page, lastName);
      await page.getByRole('button', { name: 'Envoyer' }).click();
      await expect(page).toHaveURL(/\/submit-guided-tour$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Demande de visite guidée envoyée' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Retour au site du musée' })).toHaveAttribute('href', '/');
      const row = queryDatabase((db) =>
        db.prepare('SELECT * FROM tour_requests WHERE last_name = ?').get(lastName),
      ) as Record<string, unknown>;
      expect(row).toMatchObject({ group_size: 24, special_requests: '', visit_time: '14:30' });
    });
  });
}

test('the browser refuses a group under 10; the server, asked anyway, says why and keeps the values', async ({
  page,
}) => {
  await page.goto(paths.guidedTour);
  await fillTour(page, 'Petitgroupe', '6');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page).toHaveURL(/\/pages\/VisiteGuidee$/);
  expect(
    await page
      .getByLabel('Nombre de personnes')
      .evaluate((input: HTMLInputElement) => input.validity.rangeUnderflow),
  ).toBe(true);

  // Without the browser's check (an old browser, a robot): the server refuses with the same rule.
  await page
    .getByLabel('Nombre de personnes')
    .evaluate((input: HTMLInputElement) => input.removeAttribute('min'));
  await page.getByLabel('Demandes particulières (facultatif)').fill('Accès en fauteuil');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByRole('alert')).toContainText('au moins 10 personnes');
  await expect(page.locator('input[name="last-name"]')).toHaveValue('Petitgroupe');
  await expect(page.locator('textarea[name="special-requests"]')).toHaveValue(/Accès en fauteuil/);
});

test('the menu toggle opens and closes the page’s navigation menu', async ({ page }) => {
  await page.goto(paths.guidedTour);
  const toggle = page.getByRole('button', { name: 'Ouvrir le menu de la visite' });
  await toggle.click();
  await expect(page.getByRole('link', { name: 'Horaires, accès et services' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Horaires, accès et services' })).toBeHidden();
  await expect(toggle).toBeFocused();
});
