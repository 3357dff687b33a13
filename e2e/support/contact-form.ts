import type { Page } from '@playwright/test';
import { paths } from '@mtdm/shared/routing';
import { expect } from './fixtures';

/** A visitor writes to the museum through its contact form (a family, a French mobile number). */
export async function sendMuseumMessage(
  page: Page,
  visitor: { firstName: string; lastName: string; email: string; message: string },
): Promise<void> {
  await page.goto(paths.contactMuseum);
  await page.getByLabel('Prénom').fill(visitor.firstName);
  await page.getByLabel('Nom', { exact: true }).fill(visitor.lastName);
  await page.getByLabel('Adresse e-mail').fill(visitor.email);
  await page.getByLabel('Téléphone').fill('0612345678');
  await page.getByLabel('Vous êtes').selectOption('Une famille');
  await page.getByLabel('Votre message').fill(visitor.message);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByRole('status')).toHaveText('Message envoyé avec succès !');
}
