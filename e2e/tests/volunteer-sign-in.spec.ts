// A volunteer signs in to the volunteers' space with the link the server mails, in Chromium: the
// session cookie set by the link's page, the space shown in the site's frame, then signed out; and
// what a public page's script can reach while the session is open.
import { linkMailedTo, outboxNow } from '../support/outbox';
import { seriousViolations } from '../support/page-checks';
import { expect, test } from '../support/fixtures';
import { signInAsVolunteer } from '../support/volunteer-sign-in';
import { E2E_PORT } from '../playwright.config';

const VOLUNTEER = 'boutique.e2e@example.org';
/** Signed in while a public page runs: its own volunteer, as tests run side by side. */
const CONFINED_VOLUNTEER = 'confinement.e2e@example.org';
const LINK = /https?:\/\/\S+\/benevoles\/connexion\?jeton=[\w-]+/;

test('a volunteer signs in with the mailed link, sees the space, and signs out', async ({ page }) => {
  const earlier = outboxNow();
  // Typed as a volunteer would, without the final slash.
  await page.goto('/benevoles');
  await expect(page).toHaveURL(/\/benevoles\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Espace des bénévoles' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Adresse e-mail').fill(VOLUNTEER);
  await page.getByRole('button', { name: 'Recevoir un lien de connexion' }).click();
  await expect(page.getByRole('status')).toContainText('Si cette adresse est celle d’un bénévole');

  const link = await linkMailedTo(earlier, VOLUNTEER, LINK);
  await page.goto(link);
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
  await page.goto(link);
  await page.getByRole('button', { name: 'Me connecter' }).click();
  await expect(page.getByRole('alert')).toContainText('n’est plus valable');
});

test('no script of a public page reads the space, and no public module runs in it', async ({
  page,
  cspViolations,
}) => {
  await signInAsVolunteer(page, CONFINED_VOLUNTEER);
  // The space's document loads its own module only.
  const modulesLoaded = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((address) => address.startsWith('/mfe/'))
        .map((address) => address.split('/')[2]),
    );
  expect(new Set(await modulesLoaded())).toEqual(new Set(['volunteers']));

  // A link of the frame to a public page: that page comes as a new document, with its own policy.
  await page.getByRole('contentinfo').getByRole('link', { name: 'La boutique' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'La boutique' })).toBeVisible();
  expect(
    await page.evaluate(() => new URL(performance.getEntriesByType('navigation')[0]!.name).pathname),
  ).toBe('/pages/laboutique');
  expect(await modulesLoaded()).not.toContain('volunteers');

  // What a module's script on this page could try with the session still open: refused by the browser.
  const asked = (address: string) =>
    page.evaluate(
      (url) =>
        fetch(url).then(
          (response) => response.status,
          () => 'refusé',
        ),
      address,
    );
  const refused = ['/api/benevoles/moi', '/api/benevoles/commandes', '/benevoles/'];
  for (const address of refused) expect(await asked(address)).toBe('refusé');
  // Nor can it start a worker, whose own policy would rule it.
  const worker = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        try {
          const started = new Worker(URL.createObjectURL(new Blob(['postMessage("démarré")'])));
          started.onmessage = (event) => resolve(String(event.data));
          started.onerror = () => resolve('refusé');
        } catch {
          resolve('refusé');
        }
      }),
  );
  expect(worker).toBe('refusé');
  // The public calls still answer, and robots.txt, which Lighthouse reads from within the page.
  expect(await asked('/api/adherents/session')).toBe(200);
  expect(await asked('/robots.txt')).toBe(200);
  // Refused by the site's policy, each of them, and nothing else: the page itself was not hindered.
  for (const address of refused)
    expect(
      cspViolations.some((text) =>
        text.includes(`Fetch API cannot load http://localhost:${E2E_PORT}${address}.`),
      ),
    ).toBe(true);
  expect(cspViolations.some((text) => /worker-src/.test(text))).toBe(true);
  expect(
    cspViolations.every(
      (text) => /worker-src/.test(text) || refused.some((address) => text.includes(`${E2E_PORT}${address}`)),
    ),
  ).toBe(true);
  cspViolations.length = 0;

  // « Retour » leads back to the space, still signed in.
  await page.goBack();
  await expect(page).toHaveURL(/\/benevoles\/$/);
  await expect(page.getByText(/^Connecté\(e\)/)).toBeVisible();
});
