import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { paths } from '@mtdm/shared/routing';

/**
 * The membership form filled as a visitor would (the payment modal not yet opened): by Marie, of
 * marie@example.fr, unless told another first name or address.
 */
export async function fillMembership(
  page: Page,
  lastName: string,
  { firstName = 'Marie', email = 'marie@example.fr' } = {},
) {
  await page.goto(paths.membership);
  await page.getByLabel('Nom', { exact: true }).fill(lastName);
  await page.getByLabel('Prénom').fill(firstName);
  await page.getByLabel('Date de naissance').fill('1962-05-20');
  await page.getByLabel('Lieu de naissance').fill('Brest');
  await page.getByRole('radio', { name: 'Civil' }).check();
  await page.getByLabel('Situation militaire').selectOption({ label: 'Honoraire' });
  await page.getByLabel('Adresse', { exact: true }).fill('5 rue Jean Jaurès');
  await page.getByLabel('Code postal').fill('83600');
  await page.getByLabel('Ville').fill('Fréjus');
  await page.getByLabel('Téléphone').fill('612345678');
  await page.getByLabel('Adresse e-mail').fill(email);
}

/** The donation form filled as a visitor would, for `amount` euros: by Paul, of paul@example.fr unless told. */
export async function fillDonation(
  page: Page,
  lastName: string,
  amount = '60',
  { email = 'paul@example.fr' } = {},
) {
  await page.goto(paths.donation);
  await page.getByLabel('Montant du don (en euros)').fill(amount);
  await page.getByLabel('Nom', { exact: true }).fill(lastName);
  await page.getByLabel('Prénom').fill('Paul');
  await page.getByLabel('Date de naissance').fill('1970-01-15');
  await page.getByLabel('Lieu de naissance').fill('Nice');
  await page.getByLabel('Adresse', { exact: true }).fill('8 boulevard de la Libération');
  await page.getByLabel('Code postal').fill('83600');
  await page.getByLabel('Ville').fill('Fréjus');
  await page.getByLabel('Téléphone').fill('0612345678');
  await page.getByLabel('Adresse e-mail').fill(email);
}

/** The membership form, filled, sent and paid on the sandbox page: « Adhésion réussie ! ». */
export async function payMembership(page: Page) {
  await page.getByRole('checkbox', { name: 'Je valide le formulaire.' }).check();
  await page.getByRole('button', { name: 'Valider et passer au paiement' }).click();
  await page
    .getByRole('dialog', { name: 'Paiement de votre adhésion' })
    .getByRole('button', { name: 'Je paye' })
    .click();
  await page.getByRole('button', { name: 'Payer', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Adhésion réussie !' })).toBeVisible();
}
