import type { Page } from '@playwright/test';
import { paths } from '@mtdm/shared/routing';
import { queryDatabase } from '../support/database';
import { expect, test } from '../support/fixtures';

const viewports = [
  { name: '1280 px', width: 1280, height: 800 },
  { name: '390 px', width: 390, height: 844 },
];

/** A unique name per test, to find its row in the database. */
const uniqueName = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function fillPerson(page: Page, lastName: string) {
  await page.getByLabel('Prénom').fill('Marie');
  await page.getByLabel('Nom', { exact: true }).fill(lastName);
  await page.getByLabel('Adresse e-mail').fill('marie.dupont@example.fr');
}

for (const viewport of viewports) {
  test.describe(`contact forms at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the chooser leads to the museum form, which sends and stores the message', async ({ page }) => {
      await page.goto(paths.contactChooser);
      await page.getByRole('link', { name: /Écrire au musée/ }).click();
      await expect(page).toHaveURL(/\/pages\/formulairemusee$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Contacter le musée' })).toBeVisible();
      const lastName = uniqueName('Musee');
      await fillPerson(page, lastName);
      await page.getByLabel('Indicatif téléphonique').selectOption({ label: 'Suisse (+41)' });
      await page.getByLabel('Téléphone').fill('791234567');
      await page.getByLabel('Vous êtes').selectOption('Une famille');
      await page.getByLabel('Votre message').fill('Peut-on visiter avec une poussette ?');
      await page.getByRole('button', { name: 'Envoyer' }).click();
      await expect(page.getByRole('status')).toHaveText('Message envoyé avec succès !');
      await expect(page.getByLabel('Votre message')).toHaveValue('');
      const row = queryDatabase((db) =>
        db.prepare('SELECT * FROM contact_messages WHERE last_name = ?').get(lastName),
      ) as Record<string, unknown>;
      // The number is stored once, in E.164.
      expect(row).toMatchObject({ form: 'museum', phone: '+41791234567', visitor_kind: 'Une famille' });
    });

    test('the association and research-centre forms send too', async ({ page }) => {
      const association = uniqueName('Asso');
      await page.goto('/pages/formulaireassociation');
      await fillPerson(page, association);
      await page.getByLabel('Téléphone').fill('0612345678');
      await page.getByLabel('Votre message').fill('Commande de trois mugs');
      await page.getByRole('button', { name: 'Envoyer' }).click();
      await expect(page.getByRole('status')).toHaveText('Message envoyé avec succès !');

      const chetom = uniqueName('Chetom');
      await page.goto('/pages/formulairechetom');
      await fillPerson(page, chetom);
      await page.getByLabel('Vous êtes').selectOption({ label: 'Chercheur-Etudiant' });
      await page.getByLabel('Votre message').fill('Archives du bataillon du Pacifique');
      await page.getByRole('button', { name: 'Envoyer' }).click();
      await expect(page.getByRole('status')).toHaveText('Message envoyé avec succès !');

      const rows = queryDatabase((db) =>
        db
          .prepare('SELECT form, visitor_kind FROM contact_messages WHERE last_name IN (?, ?) ORDER BY id')
          .all(association, chetom),
      );
      expect(rows).toEqual([
        { form: 'association', visitor_kind: null },
        { form: 'chetom', visitor_kind: 'A' },
      ]);
    });
  });
}

test.describe('contact form errors, the typed message kept', () => {
  for (const [name, fulfill, message] of [
    [
      'the server’s message',
      { status: 400, contentType: 'application/json', body: JSON.stringify({ message: 'Adresse refusée' }) },
      'Adresse refusée',
    ],
    [
      'the fallback text',
      { status: 502, contentType: 'text/html', body: '<html></html>' },
      "Erreur lors de l'envoi du formulaire",
    ],
  ] as const) {
    test(name, async ({ page }) => {
      await page.route('**/api/formulaireassociation.php', (route) => route.fulfill(fulfill));
      await page.goto(paths.contactAssociation);
      await fillPerson(page, 'Dupont');
      await page.getByLabel('Téléphone').fill('0612345678');
      await page.getByLabel('Votre message').fill('Mon message');
      await page.getByRole('button', { name: 'Envoyer' }).click();
      await expect(page.getByRole('alert')).toHaveText(message);
      await expect(page.getByLabel('Votre message')).toHaveValue('Mon message');
      await page.reload();
      await expect(page.getByLabel('Votre message')).toHaveValue('Mon message');
    });
  }

  test('a blank field: the validation message, the field marked and focused, nothing sent', async ({
    page,
  }) => {
    let sent = false;
    await page.route('**/api/formulairemusee.php', (route) => {
      sent = true;
      return route.continue();
    });
    await page.goto(paths.contactMuseum);
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByRole('alert')).toHaveText('Veuillez remplir tous les champs obligatoires');
    await expect(page.getByLabel('Prénom')).toBeFocused();
    await expect(page.getByLabel('Prénom')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBe(false);
  });
});
