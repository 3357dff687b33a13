import { pages } from '@mtdm/shared/routing';
import { expect, test } from '../support/fixtures';
import { plainShellDocument } from '../support/builds';
import { waitForHydration } from '../support/page-checks';

const FALLBACK = 'Cette page est momentanément indisponible';

test.describe('a remote that cannot be loaded', { tag: '@federation' }, () => {
  // The failing page is never hydrated: it shows its fallback instead.
  test.use({ hydratedPages: false });

  test('shop server down: French fallback with Réessayer, frame and other routes keep working', async ({
    page,
  }) => {
    await page.route('**/mfe/shop/**', (route) => route.abort('connectionrefused'));
    await page.goto(pages.shop.path);
    await expect(page.getByRole('heading', { level: 1, name: FALLBACK })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Another module's page, reached inside the same single-page session.
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /missions/i })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: pages.missions.title })).toBeVisible();

    // Back on the shop while it is still down: the fallback again.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: FALLBACK })).toBeVisible({ timeout: 20_000 });

    // The shop comes back: Réessayer loads it without reloading the site.
    await page.unroute('**/mfe/shop/**');
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: pages.shop.title })).toBeVisible();
  });

  test('shop remote entry answering 404: tried three times, then the same fallback, other modules unaffected', async ({
    page,
  }) => {
    let requests = 0;
    await page.route('**/mfe/shop/remoteEntry.js', (route) => {
      requests += 1;
      return route.fulfill({ status: 404, body: 'introuvable' });
    });
    // A shop page reached from another module's: its entry is fetched (a shop page carries it inline).
    await page.goto(pages.home.path);
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name: pages.termsOfSale.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: FALLBACK })).toBeVisible({ timeout: 20_000 });
    expect(requests).toBe(3);
    await page.goto(pages.home.path);
    await expect(page.getByRole('heading', { level: 1, name: 'Musée des Troupes de Marine' })).toBeVisible();
  });

  test('a page without the remotes written in and /remotes.json unavailable: fallback, and the site recovers with Réessayer', async ({
    page,
  }) => {
    // The shell's page as a plain file server would send it (neither pre-rendered nor filled in by the
    // server): the shell asks /remotes.json for the remotes, which fails.
    const plainShell = plainShellDocument();
    expect(plainShell).toContain('%BOOT_DATA%');
    await page.route(pages.museumInBrief.path, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: plainShell }),
    );
    await page.route('**/remotes.json', (route) => route.fulfill({ status: 503, body: 'indisponible' }));
    await page.goto(pages.museumInBrief.path);
    await expect(page.getByRole('heading', { level: 1, name: FALLBACK })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('banner')).toBeVisible();
    await page.unroute('**/remotes.json');
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: pages.museumInBrief.title })).toBeVisible();
  });

  test('a page chunk that cannot be fetched: fallback, then Réessayer recovers', async ({ page }) => {
    let blocked = true;
    await page.route('**/mfe/forms/__federation_expose_*', (route) =>
      blocked ? route.abort('failed') : route.continue(),
    );
    await page.goto(pages.donation.path);
    await expect(page.getByRole('heading', { level: 1, name: FALLBACK })).toBeVisible({ timeout: 20_000 });
    blocked = false;
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: pages.donation.title })).toBeVisible();
  });
});
