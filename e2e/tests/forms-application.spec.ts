import path from 'node:path';
import { paths } from '@mtdm/shared/routing';
import type { Page } from '@playwright/test';
import { queryDatabase } from '../support/database';
import { expect, test } from '../support/fixtures';

/** A real PDF of the site's assets stands for the résumé. */
const RESUME = path.resolve(__dirname, '../../content/media/documents/news/13-dien-bien-phu.pdf');

async function fillText(page: Page, lastName: string) {
  await page.getByLabel('Prénom').fill('Jeanne');
  await page.getByLabel('Nom', { exact: true }).fill(lastName);
  await page.getByLabel('Adresse e-mail').fill('jeanne@example.fr');
  await page.getByLabel('Téléphone').fill('0611223344');
  await page
    .getByLabel('Lettre de motivation', { exact: true })
    .fill('Guide conférencière, je souhaite rejoindre le musée.');
}

for (const width of [1280, 390]) {
  test.describe(`job application at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('a real PDF résumé is sent, stored, and the form emptied', async ({ page }) => {
      await page.goto(paths.workAtMuseum);
      await expect(page.getByRole('link', { name: /Choisir le service public/ })).toHaveAttribute(
        'target',
        '_blank',
      );
      const lastName = `Candidate${Date.now()}`;
      await fillText(page, lastName);
      await page.getByLabel('CV', { exact: true }).setInputFiles(RESUME);
      await page.getByRole('button', { name: 'Envoyer ma candidature' }).click();
      await expect(page.getByRole('status')).toHaveText('Message envoyé avec succès !');
      await expect(page.getByLabel('Prénom')).toHaveValue('');
      const files = queryDatabase((db) =>
        db
          .prepare(
            'SELECT f.field, f.media_type FROM application_files f JOIN job_applications a ON a.id = f.application_id WHERE a.last_name = ?',
          )
          .all(lastName),
      );
      expect(files).toEqual([{ field: 'resume', media_type: 'application/pdf' }]);
    });
  });
}

test('a file over 5 MB is refused before sending, the text kept across a reload', async ({ page }) => {
  let sent = false;
  await page.route('**/api/travailleraumusee.php', (route) => {
    sent = true;
    return route.continue();
  });
  await page.goto(paths.workAtMuseum);
  await fillText(page, 'Lourd');
  await page.getByLabel('CV', { exact: true }).setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await page.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expect(page.getByRole('alert')).toHaveText('Le fichier « CV » dépasse la taille maximale de 5 Mo.');
  await expect(page.getByLabel('CV', { exact: true })).toBeFocused();
  expect(sent).toBe(false);
  await page.reload();
  await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('Lourd');
});

test('a refusal of the server shows its message', async ({ page }) => {
  await page.route('**/api/travailleraumusee.php', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Serveur en maintenance' }),
    }),
  );
  await page.goto(paths.workAtMuseum);
  await fillText(page, 'Refus');
  await page.getByLabel('CV', { exact: true }).setInputFiles(RESUME);
  await page.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expect(page.getByRole('alert')).toHaveText('Serveur en maintenance');
  await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('Refus');
});

test('a PDF that runs code is refused by the server, the text kept to send another', async ({ page }) => {
  await page.goto(paths.workAtMuseum);
  const lastName = `Active${Date.now()}`;
  await fillText(page, lastName);
  await page.getByLabel('CV', { exact: true }).setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(
      '%PDF-1.7\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n',
    ),
  });
  await page.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Le fichier « CV » ne peut pas être accepté : il contient du code (JavaScript). Enregistrez-le de nouveau en PDF simple, sans protection, puis renvoyez-le.',
  );
  await expect(page.getByLabel('Nom', { exact: true })).toHaveValue(lastName);
  const stored = queryDatabase((db) =>
    db.prepare('SELECT count(*) AS count FROM job_applications WHERE last_name = ?').get(lastName),
  );
  expect(stored).toEqual({ count: 0 });
  await page.getByLabel('CV', { exact: true }).setInputFiles(RESUME);
  await page.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expect(page.getByRole('status')).toHaveText('Message envoyé avec succès !');
});
