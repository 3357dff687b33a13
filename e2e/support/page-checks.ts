import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { PAGE_HYDRATED_ATTRIBUTE } from '../../shell/src/features/remote-loading/page-hydrated-mark';

/** Serious and critical WCAG 2.1 A/AA violations of the page, as "rule: targets". */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`);
}

/**
 * Scrolls through the page as a reader would, so every fade-in block has appeared, then back up. A pass
 * made while the page was still hydrating can leave a block hidden below (it is hidden only once the
 * script runs, and shown when scrolled to): the reader scrolls through again.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await expect(async () => {
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 300) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      window.scrollTo(0, 0);
    });
    await expect(page.locator('[data-fade="waiting"]')).toHaveCount(0, { timeout: 3000 });
  }).toPass({ timeout: 15_000 });
  // …and their fade (a CSS transition) has finished: a half-transparent text would fail contrast checks.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/** Pixels the page is wider than the window (0 when nothing scrolls sideways). */
function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * A content page as a visitor reads it: its main heading and a text of the site's facts,
 * every block shown once scrolled, nothing wider than the window, no serious or critical axe violation.
 */
export async function expectReadablePage(page: Page, heading: string, text: RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText(text).first()).toBeAttached();
  await scrollThrough(page);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
}

/**
 * Waits until React has taken the pre-rendered page over: the shell marks <html> with
 * PAGE_HYDRATED_ATTRIBUTE once the page's own part is hydrated (shell/src/features/remote-loading/
 * page-hydrated-mark.tsx). A test acts within milliseconds of the load event, before the page's code
 * has even run (it waits for the lead picture, then hydrates in slices); a visitor's first hover, key
 * or change of address comes later. A document that is not one of the site's pages is taken as it is;
 * a page of the site that is not hydrated after 10 s fails the test here, by its name. Tests of a page
 * that cannot hydrate (a module that does not load) say `hydratedPages: false`.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page
    .waitForFunction(
      (attribute) => !document.getElementById('root') || document.documentElement.hasAttribute(attribute),
      PAGE_HYDRATED_ATTRIBUTE,
      { timeout: 10_000 },
    )
    .catch((error: unknown) => {
      throw new Error(`La page ${page.url()} n’a pas été hydratée en 10 s`, { cause: error });
    });
}
