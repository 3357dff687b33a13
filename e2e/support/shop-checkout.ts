import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Who buys, as the checkout asks (a name and an address the tests can find again). */
export interface Buyer {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
}

const DEFAULT_BUYER: Buyer = {
  firstName: 'Marie',
  lastName: 'Dupont',
  email: 'marie.dupont@example.fr',
};

/** The cart opened, then its checkout: the payment modal, its first field focused. */
export async function openCheckout(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Panier/ }).click();
  await page
    .getByRole('dialog', { name: 'Votre panier' })
    .getByRole('button', { name: 'Passer au paiement' })
    .click();
  const modal = page.getByRole('dialog', { name: 'Paiement de votre commande' });
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel('Prénom')).toBeFocused();
  return modal;
}

/** The checkout filled as a buyer would, the terms of sale accepted before paying. */
export async function fillBuyer(modal: Locator, buyer: Buyer = DEFAULT_BUYER): Promise<void> {
  await modal.getByLabel('Prénom').fill(buyer.firstName);
  await modal.getByLabel('Nom', { exact: true }).fill(buyer.lastName);
  await modal.getByLabel('Adresse e-mail').fill(buyer.email);
  await modal.getByLabel('Téléphone mobile').fill('0612345678');
  await modal.getByLabel('Adresse', { exact: true }).fill('12 rue des Marsouins');
  await modal.getByLabel('Ville').fill('Fréjus');
  await modal.getByLabel('Code postal').fill('83600');
  await modal.getByLabel('J’ai lu et j’accepte les conditions générales de vente.').check();
}
