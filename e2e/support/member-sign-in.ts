import type { Page } from '@playwright/test';
import { paths } from '@mtdm/shared/routing';
import { expect } from './fixtures';
import { linkMailedTo, outboxNow } from './outbox';

const LINK = /https?:\/\/\S+\/adherents\/connexion\?jeton=[\w-]+\S*/;

/**
 * Signs a member (or a donor) in, as they would: their address on /pages/Login, the mailed link,
 * « Ouvrir mon espace ». Started `from` a page of their space (a reminder's renewal), they are led to
 * the sign-in, then back to it.
 */
export async function signInAsMember(
  page: Page,
  email: string,
  { from = paths.memberArea, back = /\/adherents\/$/ }: { from?: string; back?: RegExp } = {},
): Promise<void> {
  const earlier = outboxNow();
  await page.goto(from);
  await expect(page.getByRole('heading', { level: 1, name: 'Espace Adhérent' })).toBeVisible();
  await page.getByLabel('Adresse e-mail de votre adhésion ou de votre don').fill(email);
  await page.getByRole('button', { name: 'Recevoir un lien de connexion' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'un lien de connexion vient' })).toBeVisible();
  await page.goto(await linkMailedTo(earlier, email, LINK));
  await page.getByRole('button', { name: 'Ouvrir mon espace' }).click();
  await expect(page).toHaveURL(back);
  // The space is read: a member's and a donor's alike end with signing out.
  await expect(page.getByRole('button', { name: 'Me déconnecter' })).toBeVisible();
}
