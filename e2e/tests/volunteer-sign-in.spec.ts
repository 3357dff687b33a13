// A volunteer signs in to the volunteers' space with the link the server mails, in Chromium: the
// session cookie set by the link's page, shown signed in, then signed out.
import fs from 'node:fs';
import path from 'node:path';
import { E2E_OUTBOX_DIR } from '../playwright.config';
import { seriousViolations } from '../support/page-checks';
import { expect, test } from '../support/fixtures';

const VOLUNTEER = 'boutique.e2e@example.org';

/** The sign-in link of the newest mail to this address in the outbox (quoted-printable undone). */
function newestSignInLink(email: string, after: Set<string>): string | undefined {
  if (!fs.existsSync(E2E_OUTBOX_DIR)) return undefined;
  for (const name of fs
    .readdirSync(E2E_OUTBOX_DIR)
    .filter((file) => file.endsWith('.eml') && !after.has(file))) {
    const raw = fs
      .readFileSync(path.join(E2E_OUTBOX_DIR, name), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    const link = /https?:\/\/\S+\/benevoles\/connexion\?jeton=[\w-]+/.exec(raw);
    if (raw.includes(`To: ${email}`) && link) return link[0];
  }
  return undefined;
}

test('a volunteer signs in with the mailed link, sees the space, and signs out', async ({ page }) => {
  const earlier = new Set(fs.existsSync(E2E_OUTBOX_DIR) ? fs.readdirSync(E2E_OUTBOX_DIR) : []);
  await page.goto('/benevoles/');
  await expect(page.getByRole('heading', { level: 1, name: 'Espace des bénévoles' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Adresse e-mail').fill(VOLUNTEER);
  await page.getByRole('button', { name: 'Recevoir un lien de connexion' }).click();
  await expect(page.getByRole('status')).toContainText('Si cette adresse est celle d’un bénévole');

  let link: string | undefined;
  await expect.poll(() => (link = newestSignInLink(VOLUNTEER, earlier)), { timeout: 15_000 }).toBeTruthy();
  const port = new URL(page.url()).port;
  await page.goto(link!.replace(/^https?:\/\/[^/]+/, `http://localhost:${port}`));
  await page.getByRole('button', { name: 'Me connecter' }).click();
  await expect(page).toHaveURL(/\/benevoles\/$/);
  await expect(page.getByRole('status')).toContainText('Vous êtes connecté(e) : Claire Boutique');
  await expect(page.getByText('boutique', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'mtdm_benevole');
  expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict' });

  await page.getByRole('button', { name: 'Me déconnecter' }).click();
  await expect(page.getByRole('button', { name: 'Recevoir un lien de connexion' })).toBeVisible();
  // The link was used once: it opens nothing any more.
  await page.goto(link!.replace(/^https?:\/\/[^/]+/, `http://localhost:${port}`));
  await page.getByRole('button', { name: 'Me connecter' }).click();
  await expect(page.getByRole('alert')).toContainText('n’est plus valable');
});
