import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { openShopAt, productNamed } from './shop-catalogue';

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

/**
 * Mugs « Bazeilles 1870 » bought in the shop and paid on the sandbox page by `buyer`: the order's
 * reference, as the page of the paid order gives it.
 */
export async function buyMugs(page: Page, buyer: Buyer, count = 1): Promise<string> {
  const mug = await openShopAt(page, productNamed('Mug « Bazeilles 1870 »'));
  for (let added = 0; added < count; added += 1)
    await mug.getByRole('button', { name: /Ajouter au panier/ }).click();
  const modal = await openCheckout(page);
  await fillBuyer(modal, buyer);
  await modal.getByRole('button', { name: /^Payer/ }).click();
  await page.getByRole('button', { name: 'Payer', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement réussi !' })).toBeVisible();
  return page
    .getByText(/^Référence de votre commande/)
    .locator('strong')
    .innerText();
}
