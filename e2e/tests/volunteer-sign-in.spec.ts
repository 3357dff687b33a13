// A volunteer signs in to the volunteers' space with the link the server mails, in Chromium: the
// session cookie set by the link's page, the space shown in the site's frame, then signed out.
import { mailedLink, outboxNow } from '../support/outbox';
import { seriousViolations } from '../support/page-checks';
import { expect, test } from '../support/fixtures';

const VOLUNTEER = 'boutique.e2e@example.org';
const LINK = /https?:\/\/\S+\/benevoles\/connexion\?jeton=[\w-]+/;

test('a volunteer signs in with the mailed link, sees the space, and signs out', async ({ page }) => {
  const earlier = outboxNow();
  await page.goto('/benevoles/');
  await expect(page.getByRole('heading', { level: 1, name: 'Espace des bénévoles' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Adresse e-mail').fill(VOLUNTEER);
  await page.getByRole('button', { name: 'Recevoir un lien de connexion' }).click();
  await expect(page.getByRole('status')).toContainText('Si cette adresse est celle d’un bénévole');

  let link: string | undefined;
  await expect.poll(() => (link = mailedLink(earlier, VOLUNTEER, LINK)), { timeout: 15_000 }).toBeTruthy();
  await page.goto(link!);
  const space = page.waitForResponse(
    (response) => /\/benevoles\/$/.test(response.url()) && response.request().method() === 'GET',
  );
  await page.getByRole('button', { name: 'Me connecter' }).click();
  await expect(page).toHaveURL(/\/benevoles\/$/);
  // Unlike a public page, the space keeps its window out of reach of any other site's.
  expect((await space).headers()['cross-origin-opener-policy']).toBe('same-origin');
  await expect(page.getByText('Connecté(e) : Claire Boutique (boutique.e2e@example.org)')).toBeVisible();
  await expect(page.getByText('Vos rôles : boutique')).toBeVisible();
  // The space in the site's frame, kept out of search engines.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page).toHaveTitle('Espace des bénévoles | Musée des Troupes de Marine');
  expect(await seriousViolations(page)).toEqual([]);

  const session = (await page.context().cookies()).find((cookie) => cookie.name === '__Host-mtdm_benevole');
  expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict' });

  await page.getByRole('button', { name: 'Me déconnecter' }).click();
  await expect(page.getByRole('button', { name: 'Recevoir un lien de connexion' })).toBeVisible();
  // Signed out, a screen's address leads back to the sign-in page.
  await page.goto('/benevoles/commandes');
  await expect(page).toHaveURL(/\/benevoles\/$/);
  await expect(page.getByRole('button', { name: 'Recevoir un lien de connexion' })).toBeVisible();
  // The link was used once: it opens nothing any more.
  await page.goto(link!);
  await page.getByRole('button', { name: 'Me connecter' }).click();
  await expect(page.getByRole('alert')).toContainText('n’est plus valable');
});
