import type { Page } from '@playwright/test';
import { searchTheList } from './list-search';
import { fillMembership, payMembership } from './payment-forms';
import { signInAsVolunteer } from './volunteer-sign-in';

/**
 * A membership paid by Marie `lastName` from `email`, then the space's list of memberships searched for
 * `searched` (the name, or part of it as a volunteer remembers it), signed in as `volunteer`.
 */
export async function payThenListMemberships(
  page: Page,
  member: { readonly lastName: string; readonly email: string },
  volunteer: string,
  searched = member.lastName,
) {
  const { lastName, email } = member;
  await fillMembership(page, lastName);
  await page.getByLabel('Adresse e-mail').fill(email);
  await payMembership(page);
  await signInAsVolunteer(page, volunteer);
  await page
    .getByRole('navigation', { name: 'Menu de l’espace des bénévoles' })
    .getByRole('link', { name: 'Adhésions' })
    .click();
  await searchTheList(page, searched);
}
