import type { Page } from '@playwright/test';
import { queryDatabase } from '../support/database';
import { expect, test } from '../support/fixtures';

/**
 * A visitor on a slow line types into the pre-rendered form before its scripts have arrived: what
 * was typed and chosen must reach the form once React takes the page over. The forms module's
 * scripts are held back (not altered) until the visitor has typed, so the page is surely not yet
 * hydrated when the fields are filled.
 */
async function holdFormsScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/mfe\/forms\/.*\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

// The fields are filled before React takes the page over: page.goto must not wait for it.
test.use({ hydratedPages: false });

/** What the form keeps for a reload (sessionStorage): written from its state, so the state's values. */
const storedValues = (page: Page, key: string) =>
  page.evaluate(
    (storageKey) => Object.values(JSON.parse(sessionStorage.getItem(storageKey) ?? '{}')).sort(),
    key,
  );

test('a message typed before the page is ready is sent whole', async ({ page }) => {
  const release = await holdFormsScripts(page);
  await page.goto('/pages/formulairemusee', { waitUntil: 'domcontentloaded' });
  const lastName = `Avant${Date.now().toString(36)}`;
  await page.getByLabel('Prénom').fill('Marie');
  await page.getByLabel('Nom', { exact: true }).fill(lastName);
  await page.getByLabel('Adresse e-mail').fill('marie.dupont@example.fr');
  await page.getByLabel('Téléphone').fill('0612345678');
  await page.getByLabel('Votre message').fill('Écrit avant que la page soit prête.');
  release();

  // Once hydrated, the form keeps the values (a reload would give them back): the state knows them.
  await expect
    .poll(() => storedValues(page, 'form:contact-museum'))
    .toEqual(expect.arrayContaining([lastName, '0612345678', 'Écrit avant que la page soit prête.']));
  // A list is set by React to its rendered choice as it hydrates: chosen once the page is ready.
  await page.getByLabel('Vous êtes').selectOption('Une famille');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByRole('status')).toHaveText('Message envoyé avec succès !');
  const row = queryDatabase((db) =>
    db.prepare('SELECT first_name, phone, message FROM contact_messages WHERE last_name = ?').get(lastName),
  ) as Record<string, unknown>;
  expect(row).toMatchObject({ first_name: 'Marie', message: 'Écrit avant que la page soit prête.' });
  expect(String(row.phone)).toMatch(/612345678$/);
});

test('an amount and a choice made before the page is ready are kept', async ({ page }) => {
  const release = await holdFormsScripts(page);
  await page.goto('/pages/FaireUnDon', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Montant du don (en euros)').fill('60');
  await page.getByRole('radio', { name: 'Entreprise' }).check();
  release();

  await expect
    .poll(() => storedValues(page, 'form:donation'))
    .toEqual(expect.arrayContaining(['60', 'entreprise']));
  await expect(page.getByRole('radio', { name: 'Entreprise' })).toBeChecked();
  // The amount is the form's: choosing "Particulier" shows its cost after the tax reduction.
  await page.getByRole('radio', { name: 'Particulier' }).check();
  await expect(page.getByText(/ce don vous coûtera environ 20,40\s€/)).toBeVisible();
});
