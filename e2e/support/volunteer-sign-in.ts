import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { linkMailedTo, outboxNow } from './outbox';

const LINK = /https?:\/\/\S+\/benevoles\/connexion\?jeton=[\w-]+/;

/** Signs a volunteer of the file in, as they would: the address, the mailed link, « Me connecter ». */
export async function signInAsVolunteer(page: Page, email: string): Promise<void> {
  const earlier = outboxNow();
  await page.goto('/benevoles/');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Recevoir un lien de connexion' }).click();
  await page.goto(await linkMailedTo(earlier, email, LINK));
  await page.getByRole('button', { name: 'Me connecter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Espace des bénévoles' })).toBeVisible();
  await expect(page.getByText(/^Connecté\(e\)/)).toBeVisible();
}
