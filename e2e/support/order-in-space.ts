import type { Page } from '@playwright/test';
import { searchTheList } from './list-search';
import { buyMugs } from './shop-checkout';
import { signInAsVolunteer } from './volunteer-sign-in';

/** What the shop's volunteer is given to find a new order again. */
export interface OrderToFind {
  /** The start of the buyer's last name, made unique by the time it is bought. */
  readonly prefix: string;
  /** The volunteer who signs in to find it. */
  readonly volunteer: string;
  /** The mugs bought: one unless said. */
  readonly mugs?: number;
  /** The domain the buyer types after their name: a typo of it makes an address typed wrong. */
  readonly domain?: string;
}

/**
 * Mugs bought by Marie `prefix…`, then their order found in the shop's list by `volunteer`: the
 * buyer's name and address, the order's reference and its row in the list.
 */
export async function buyThenFindOrder(page: Page, order: OrderToFind) {
  const { prefix, volunteer, mugs = 1, domain = 'example.fr' } = order;
  const lastName = `${prefix}${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const buyer = `${lastName.toLowerCase()}@${domain}`;
  const reference = await buyMugs(page, { firstName: 'Marie', lastName, email: buyer }, mugs);
  await signInAsVolunteer(page, volunteer);
  await page.goto('/benevoles/commandes');
  await searchTheList(page, lastName);
  return { lastName, buyer, reference, row: page.getByRole('row').filter({ hasText: `Marie ${lastName}` }) };
}
