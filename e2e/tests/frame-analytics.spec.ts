import type { Page } from '@playwright/test';
import { paths } from '@mtdm/shared/routing';
import { E2E_MEASUREMENT_ID } from '../playwright.config';
import { expect, test } from '../support/fixtures';
import { signInAsVolunteer } from '../support/volunteer-sign-in';

test.use({ consentDecided: false });

const isTrackerRequest = (url: string) => /googletagmanager\.com|google-analytics\.com/.test(url);

/** page_path of every page_view the gtag queue has received, in order. */
const reportedPageViews = (page: Page) =>
  page.evaluate(() => {
    const queue = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [];
    return queue
      .map((entry) => Array.from(entry))
      .filter((entry) => entry[0] === 'event' && entry[1] === 'page_view')
      .map((entry) => (entry[2] as { page_path: string }).page_path);
  });

const banner = (page: Page) => page.getByRole('region', { name: 'Mesure d’audience' });
/** Clicks a footer link once the page's content is in (its arrival moves the footer down). */
async function clickFooterLink(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
}

test('nothing is loaded or sent before consent; then exactly one page view per navigation', async ({
  page,
}) => {
  const trackerRequests: string[] = [];
  page.on('request', (request) => isTrackerRequest(request.url()) && trackerRequests.push(request.url()));

  await page.goto(paths.museumInBrief);
  await expect(banner(page)).toBeVisible();
  await clickFooterLink(page, 'Ses collections');
  await expect(page).toHaveURL(/sescollections$/);
  expect(await page.evaluate(() => 'dataLayer' in window || 'gtag' in window)).toBe(false);
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
  expect(trackerRequests).toEqual([]);

  await banner(page).getByRole('button', { name: 'Accepter' }).click();
  await expect(banner(page)).toBeHidden();
  await expect(page.locator(`script[src$="gtag/js?id=${E2E_MEASUREMENT_ID}"]`)).toHaveCount(1);
  await expect.poll(() => reportedPageViews(page)).toEqual(['/pages/sescollections']);

  await clickFooterLink(page, 'Ses missions');
  await expect.poll(() => reportedPageViews(page)).toEqual(['/pages/sescollections', '/pages/sesmissions']);
  await page.goBack();
  await expect
    .poll(() => reportedPageViews(page))
    .toEqual(['/pages/sescollections', '/pages/sesmissions', '/pages/sescollections']);
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(1);

  // The choice is remembered: a new visit reports its first page without asking again.
  await page.goto(paths.shop);
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => reportedPageViews(page)).toEqual([paths.shop]);
});

test('refusing is as easy as accepting, is remembered, and can be changed from the footer', async ({
  page,
}) => {
  const trackerRequests: string[] = [];
  page.on('request', (request) => isTrackerRequest(request.url()) && trackerRequests.push(request.url()));

  await page.goto(paths.home);
  const refuse = banner(page).getByRole('button', { name: 'Refuser' });
  const accept = banner(page).getByRole('button', { name: 'Accepter' });
  const [refuseBox, acceptBox] = [await refuse.boundingBox(), await accept.boundingBox()];
  expect(refuseBox?.height).toBe(acceptBox?.height);
  await refuse.click();
  await expect(banner(page)).toBeHidden();

  await clickFooterLink(page, 'Ses conférences');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
  expect(trackerRequests).toEqual([]);

  await page.getByRole('button', { name: 'Gérer les cookies' }).click();
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Accepter' }).click();
  await expect.poll(() => reportedPageViews(page)).toEqual(['/pages/sesconferences']);
});

test('the measure gets a page’s path alone, and nothing of a signed-in space', async ({ page }) => {
  await page.goto(paths.home);
  await banner(page).getByRole('button', { name: 'Accepter' }).click();
  await expect.poll(() => reportedPageViews(page)).toEqual([paths.home]);

  // A confirmation page as the payment provider sends the payer back to it: its ids stay here.
  await page.goto(`${paths.paymentSuccess}?id=customer_1700000000000_42&payment=pay_e2e_7`);
  await expect.poll(() => reportedPageViews(page)).toEqual([paths.paymentSuccess]);
  const queued = await page.evaluate(() =>
    JSON.stringify(
      Array.from((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer, (entry) =>
        Array.from(entry),
      ),
    ),
  );
  expect(queued).toContain('/pages/PaymentSuccess');
  expect(queued).not.toMatch(/customer_1700000000000_42|pay_e2e_7/);

  // The volunteers' space: the measure accepted on the public site, yet nothing of it loads there.
  await signInAsVolunteer(page, 'mesure.e2e@example.org');
  await expect(banner(page)).toBeHidden();
  expect(await page.evaluate(() => 'dataLayer' in window || 'gtag' in window)).toBe(false);
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
});
