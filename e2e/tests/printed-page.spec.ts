import { paths } from '@mtdm/shared/routing';
import { expect, test } from '../support/fixtures';

// A visitor prints the practical information to take along: the page itself, in ink, with its routes
// open; not the menus, the quick links, the footer's links or the newsletter, which are for the screen.
for (const width of [1280, 390]) {
  test(`the practical information printed from a ${width} px window`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(paths.practicalInfo);
    await expect(page.getByRole('heading', { level: 1, name: 'Informations pratiques' })).toBeVisible();
    const route = page.getByText('Prenez l’autoroute A8 en direction d’Aix-en-Provence et de Marseille.');
    await expect(route).toBeHidden();

    await page.emulateMedia({ media: 'print' });
    // What the browser does before it prints (Chromium's own print fires it, not a change of media).
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await expect(route).toBeVisible();
    const header = page.getByRole('banner');
    const brand = header.getByRole('link', { name: 'Musée des Troupes de Marine' });
    await expect(brand).toBeVisible();
    // Ink, not the light text of the dark bar a printer leaves out.
    expect(await brand.evaluate((link) => getComputedStyle(link).color)).not.toBe('rgb(255, 255, 255)');
    await expect(header.getByRole('navigation', { name: 'Menu principal' })).toBeHidden();
    await expect(page.getByRole('button', { name: /Rechercher/ })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Accès rapides' })).toBeHidden();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'Plan du site' })).toBeHidden();
    await expect(footer.getByLabel('Votre adresse électronique')).toBeHidden();
    await expect(footer.getByText(/^© \d{4} Musée des Troupes de Marine/)).toBeVisible();

    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await page.emulateMedia({ media: 'screen' });
    await expect(route).toBeHidden();
    await expect(header.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  });
}

test('a page the server writes itself prints in ink too', async ({ page }) => {
  await page.goto('/lettre/confirmer?jeton=inconnu');
  await page.emulateMedia({ media: 'print' });
  const brand = page.getByRole('banner').getByRole('link');
  await expect(brand).toBeVisible();
  expect(await brand.evaluate((link) => getComputedStyle(link).color)).not.toBe('rgb(255, 255, 255)');
});

test('a conference printed keeps its text, not its booking, which stays closed', async ({ page }) => {
  await page.goto(paths.conferences);
  const upcoming = page.getByRole('list', { name: 'Prochaines conférences' });
  await expect(upcoming.getByText('Réserver des places').first()).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await expect(upcoming.getByText('Réserver des places')).toHaveCount(
    await upcoming.getByRole('listitem').count(),
  );
  for (const booking of await upcoming.getByText('Réserver des places').all())
    await expect(booking).toBeHidden();
  expect(await page.locator('main details[open]').count()).toBe(0);
  await expect(upcoming.getByRole('heading').first()).toBeVisible();
});
