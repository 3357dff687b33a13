// The newsletter from a visitor's footer to the volunteers' list: the sign-up posted from any page (no
// script needed), the confirmation mailed and confirmed with its button, the address in the list the
// administration downloads, then gone after the one-click unsubscribe.
import fs from 'node:fs';
import { paths } from '@mtdm/shared/routing';
import { expect, test } from '../support/fixtures';
import { linkMailedTo, outboxNow } from '../support/outbox';
import { seriousViolations } from '../support/page-checks';
import { signInAsVolunteer } from '../support/volunteer-sign-in';

test('a visitor signs up from the footer, confirms by mail, and is in the list the sender downloads', async ({
  page,
}) => {
  test.slow();
  const email = `lettre.${Date.now()}@example.fr`;
  const earlier = outboxNow();
  await page.goto(paths.collections);
  const signUp = page.getByRole('form', { name: 'Lettre d’information' });
  await signUp.scrollIntoViewIfNeeded();
  // Hydrated, the page kept the form it was served with.
  await page.waitForLoadState('networkidle');
  await expect(signUp).toContainText('Un courriel vous demande d’abord de confirmer');
  await signUp.getByLabel('Votre adresse électronique').fill(email);
  await signUp.getByRole('button', { name: 'S’inscrire' }).click();
  await expect(page).toHaveURL(/\/lettre\/inscription$/);
  await expect(page.getByRole('status')).toContainText('ouvrez le lien qu’il contient');
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(await linkMailedTo(earlier, email, /https?:\/\/\S+\/lettre\/confirmer\?jeton=[\w-]+/));
  await page.getByRole('button', { name: 'Confirmer mon inscription' }).click();
  await expect(page.getByRole('status')).toContainText('Votre inscription est confirmée');

  await signInAsVolunteer(page, 'visites.e2e@example.org');
  await page
    .getByRole('navigation', { name: 'Menu de l’espace des bénévoles' })
    .getByRole('link', { name: 'Lettre d’information' })
    .click();
  expect(await seriousViolations(page)).toEqual([]);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Télécharger la liste des abonnés (CSV)' }).click(),
  ]);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  const line = csv.split('\r\n').find((row) => row.startsWith(`${email};`));
  expect(line).toBeDefined();
  const unsubscribe = /;(https?:\/\/\S+\/lettre\/desinscription\?\S+)$/.exec(line!)![1]!;

  // The link each letter carries: its page's button unsubscribes; the list no longer has the address.
  await page.goto(unsubscribe.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByRole('button', { name: 'Me désabonner' }).click();
  await expect(page.getByRole('status')).toContainText('vous ne recevrez plus la lettre');
  const response = await page.request.get('/api/benevoles/lettre/abonnes.csv');
  expect(await response.text()).not.toContain(email);
});

test('with scripts off the footer’s sign-up still checks the address and posts', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(paths.home);
  const signUp = page.getByRole('form', { name: 'Lettre d’information' });
  await signUp.getByLabel('Votre adresse électronique').fill('sans-arobase');
  // The browser's own check is the first to speak; the server's answer is checked by its own test.
  await expect(signUp.getByLabel('Votre adresse électronique')).toHaveJSProperty('validity.valid', false);
  await signUp.getByLabel('Votre adresse électronique').fill(`sans.script.${Date.now()}@example.fr`);
  await signUp.getByRole('button', { name: 'S’inscrire' }).click();
  await expect(page).toHaveURL(/\/lettre\/inscription$/);
  await context.close();
});
