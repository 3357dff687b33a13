import type { Page } from '@playwright/test';
import { parisToday } from '@mtdm/shared/content';
import { paths } from '@mtdm/shared/routing';
import { queryDatabase } from '../support/database';
import { expect, test } from '../support/fixtures';
import { bookableDay, tourRules as rules } from '../support/tour-dates';

async function fillTour(page: Page, lastName: string, groupSize = '24', date = bookableDay()) {
  await page.getByLabel('Prénom').fill('Jean');
  await page.getByLabel('Nom', { exact: true }).fill(lastName);
  await page.getByLabel('Adresse e-mail').fill('jean@example.fr');
  await page.getByLabel('Indicatif téléphonique').selectOption({ label: 'France (+33)' });
  await page.getByLabel('Téléphone').fill('0612345678');
  await page.getByLabel('Date souhaitée').fill(date);
  await page.getByLabel('Heure souhaitée').fill('14:30');
  await page.getByLabel('Nombre de personnes').fill(groupSize);
}

for (const width of [1280, 390]) {
  test.describe(`guided tour at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('visiteguidee.html leads to the form, whose classic post lands on a result page that a reload does not send again', async ({
      page,
    }) => {
      const opened = await page.goto('/visiteguidee.html');
      expect(opened!.request().redirectedFrom()?.url()).toMatch(/\/visiteguidee\.html$/);
      await expect(page).toHaveURL(/\/pages\/VisiteGuidee$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Demander une Visite Guidée' })).toBeVisible();
      await expect(page.getByText(/groupes d’au moins 10 personnes/)).toBeVisible();
      const lastName = `Visite${Date.now()}`;
      await fillTour(page, lastName);
      await page.getByRole('button', { name: 'Envoyer' }).click();
      await expect(page).toHaveURL(/\/visite-guidee\/demande\/[\w-]{22}$/);
      const sent = page.getByRole('heading', { level: 1, name: 'Demande de visite guidée envoyée' });
      await expect(sent).toBeVisible();
      await expect(page.getByRole('link', { name: 'Retour au site du musée' })).toHaveAttribute('href', '/');
      const rows = () =>
        queryDatabase((db) =>
          db.prepare('SELECT * FROM tour_requests WHERE last_name = ?').all(lastName),
        ) as Record<string, unknown>[];
      expect(rows()).toHaveLength(1);
      expect(rows()[0]).toMatchObject({ group_size: 24, special_requests: '', visit_time: '14:30' });
      // A reload shows the same page and sends nothing again.
      // (a page the server writes itself: no hydration to wait for)
      await Promise.all([page.waitForEvent('load'), page.evaluate(() => window.location.reload())]);
      await expect(sent).toBeVisible();
      expect(rows()).toHaveLength(1);
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

test('the form offers the days a tour can happen, refuses 1 May and a start too late, and the server the same', async ({
  page,
}) => {
  await page.goto(paths.guidedTour);
  const date = page.getByLabel('Date souhaitée');
  const tomorrow = new Date(`${parisToday()}T12:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  await expect(date).toHaveAttribute('min', tomorrow.toISOString().slice(0, 10));
  await expect(page.getByLabel('Nombre de personnes')).toHaveAttribute('max', String(rules.tourMaxGroup));

  const nextFirstOfMay = (() => {
    const year = Number(parisToday().slice(0, 4));
    const candidate = `${year}-05-01`;
    return candidate > parisToday() ? candidate : `${year + 1}-05-01`;
  })();
  await fillTour(page, 'Premiermai', '24', nextFirstOfMay);
  // Beyond the booking period, the browser stops it at the field; within it, the form says why.
  const inPeriod = await date.evaluate((input: HTMLInputElement) => !input.validity.rangeOverflow);
  if (inPeriod) {
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(
      page.getByText(/Le musée est fermé le 1er\smai\s: choisissez un autre jour\./),
    ).toBeVisible();
    await expect(date).toBeFocused();
  }

  await date.fill(bookableDay());
  await page.getByLabel('Heure souhaitée').fill('17:00');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText(/Une visite guidée dure 1\sh\s30/)).toBeVisible();
  await expect(page.getByLabel('Heure souhaitée')).toBeFocused();

  // Asked anyway (no script: an old browser, a robot), the server refuses with the same words.
  await page.evaluate(() => {
    const form = document.querySelector('form[action="/submit-guided-tour"]') as HTMLFormElement;
    HTMLFormElement.prototype.submit.call(form);
  });
  await expect(page.getByRole('alert')).toContainText(/Une visite guidée dure 1\sh\s30/);
  await expect(page.locator('input[name="time"]')).toHaveValue('17:00');
  await expect(page.locator('input[name="last-name"]')).toHaveValue('Premiermai');
});
