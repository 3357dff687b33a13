import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { tabTo } from './keyboard-stops';
import { linkMailedTo, outboxNow } from './outbox';
import { seriousViolations } from './page-checks';

/**
 * On a record's detail (a membership, a donation, an order) whose address was typed `wrong`: the form's
 * address, prefilled with it, mended to `right`, then the reason and the button reached with the
 * keyboard alone (each stop focused and outlined); the answer and the waiting link shown, no serious
 * axe violation. The outbox as it was before the link was sent.
 */
export async function sendCorrectionLink(
  page: Page,
  { wrong, right, reason }: { readonly wrong: string; readonly right: string; readonly reason: string },
): Promise<Set<string>> {
  const address = page.getByRole('textbox', { name: /^Bonne adresse e-mail/ });
  await expect(address).toHaveValue(wrong);
  await address.fill(right);
  const before = outboxNow();
  await tabTo(page, page.getByRole('textbox', { name: /^Motif de cette correction d’adresse/ }));
  await page.keyboard.type(reason);
  await tabTo(page, page.getByRole('button', { name: 'Envoyer le lien de confirmation' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(new RegExp(`^Lien de confirmation envoyé à ${right}\\s:`))).toBeVisible();
  await expect(page.getByText(/en attente de son ouverture$/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  return before;
}

/**
 * The owner of `right` opens the link mailed there since `before`, in a page of their own, and confirms
 * it; the page says what became theirs (`said`, the start of its sentence).
 */
export async function confirmMailedCorrection(page: Page, before: Set<string>, right: string, said: string) {
  const link = await linkMailedTo(before, right, /https?:\/\/\S+\/adherents\/adresse\?jeton=[\w-]+/);
  const owner = await page.context().newPage();
  await owner.goto(link);
  // Whoever owns it (a member, a donor, a buyer), the page speaks of their address, not of a space.
  const heading = owner.getByRole('heading', { level: 1, name: 'Votre adresse e-mail' });
  await expect(heading).toBeVisible();
  await owner.getByRole('button', { name: 'Confirmer ma nouvelle adresse' }).click();
  await expect(owner.getByText(said, { exact: false })).toBeVisible();
  await expect(heading).toBeVisible();
  await owner.close();
}
