// Two people sharing one e-mail address (a couple) in the volunteers' space: each numbered on their
// own; a husband corrected by mistake to his wife's number is given one of his own from the keyboard;
// and a request about the address warns that its erasure reaches them both.
import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/page-checks';
import { fillMembership, payMembership } from '../support/payment-forms';
import { signInAsVolunteer } from '../support/volunteer-sign-in';
import { searchTheList } from '../support/list-search';
import { expect, test } from '../support/fixtures';

const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Menu de l’espace des bénévoles' }).getByRole('link', { name });

/** Opens a member's membership from the list, found by the household's name. */
async function openMembership(page: Page, lastName: string, firstName: string) {
  await menuLink(page, 'Adhésions').click();
  await searchTheList(page, lastName);
  await page
    .getByRole('row')
    .filter({ hasText: `${firstName} ${lastName}` })
    .getByRole('link')
    .click();
  await expect(page.getByText(`${firstName} ${lastName}`, { exact: true })).toBeVisible();
}

/** Assigns the next number from the open membership: the server's message. */
async function assignNumber(page: Page) {
  await page.getByRole('button', { name: 'Attribuer le numéro suivant' }).click();
  const message = page.getByText(/^Numéro \d+ attribué/);
  await expect(message).toBeVisible();
  return (await message.textContent()) ?? '';
}

test('a couple of one address: two numbers, a number of his own, and an erasure that names them both', async ({
  page,
}) => {
  test.slow();
  const lastName = `Couple${Date.now()}`;
  const email = `${lastName.toLowerCase()}@example.fr`;
  for (const firstName of ['Marie', 'Paul']) {
    await fillMembership(page, lastName, { firstName, email });
    await payMembership(page);
  }

  await signInAsVolunteer(page, 'adhesions.e2e@example.org');
  await openMembership(page, lastName, 'Marie');
  const hers = /^Numéro (\d+)/.exec(await assignNumber(page))![1]!;
  await openMembership(page, lastName, 'Paul');
  // His own number, the next one; the volunteer is told who else the address holds.
  const his = await assignNumber(page);
  expect(his).not.toMatch(new RegExp(`^Numéro ${hers} `));
  expect(his).toContain(`Un adhérent de la même adresse, Marie ${lastName}, porte le numéro ${hers}`);

  // Misled by that line, the volunteer corrects Paul's number to his wife's.
  await page.getByLabel(/^Numéro que porte déjà l’adhérent/).fill(hers);
  await page.getByLabel(/^Motif du changement de numéro/).fill('Même foyer');
  await page.getByRole('button', { name: 'Corriger le numéro et renvoyer l’attestation' }).click();
  // The answer, not the detail's « Numéro corrigé » line that appears once the detail is read again.
  await expect(page.getByText(/^Numéro corrigé\s:/)).toBeVisible();

  // The detail says whose number he now bears, and gives him one of his own from the keyboard.
  const title = page.getByRole('heading', { name: 'Donner un numéro à cet adhérent' });
  await expect(title).toBeVisible();
  await expect(page.getByText(`même numéro que celle de Marie ${lastName}`, { exact: false })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const reason = page.getByRole('textbox', { name: /^Motif du nouveau numéro/ });
  await reason.focus();
  await page.keyboard.type('Numéro de son épouse donné par erreur');
  await page.keyboard.press('Tab');
  const give = page.getByRole('button', { name: 'Donner le numéro suivant et renvoyer l’attestation' });
  await expect(give).toBeFocused();
  expect(await give.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(
      new RegExp(`^Numéro \\d+ donné à Paul ${lastName}, qui portait celui de Marie ${lastName}\\.`),
    ),
  ).toBeVisible();
  await expect(title).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // A request about the address: the volunteer is warned that its erasure reaches both.
  await page.context().clearCookies();
  await signInAsVolunteer(page, 'effacement.e2e@example.org');
  await menuLink(page, 'Données personnelles').click();
  await page.getByLabel('Adresse e-mail de la personne').fill(email);
  await page.getByRole('button', { name: 'Chercher', exact: true }).click();
  await expect(page.getByRole('heading', { level: 4, name: 'Adresse partagée' })).toBeVisible();
  await expect(page.getByText(/au nom de 2 personnes/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
