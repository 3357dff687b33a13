// The two quick links (practical information, donation) never sit over the page: on every route, in the
// header at 390 px and floating at the window's edge at 1024 and 1280 px, no visible line of text and no
// control shares a pixel with them, at the first screen and at the end of the page.
import { languageOf, pages, type PageKey } from '@mtdm/shared/routing';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { headingFor } from '../support/page-headings';

/** What lies under a quick link in the window: each text line or control that overlaps one. */
function coveredUnderQuickLinks(page: Page, label: string) {
  return page.evaluate((label) => {
    const quickLinks = document.querySelector(`nav[aria-label="${label}"]`);
    if (!quickLinks) return ['pas de liens d’accès rapide'];
    const widgets = Array.from(quickLinks.querySelectorAll('a')).map((link) => link.getBoundingClientRect());
    // A visually hidden text (1 px, clipped) is read, not seen.
    const overlaps = (rect: DOMRect) =>
      rect.width > 1 &&
      rect.height > 1 &&
      widgets.some(
        (widget) =>
          rect.left < widget.right &&
          rect.right > widget.left &&
          rect.top < widget.bottom &&
          rect.bottom > widget.top,
      );
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      // A visually hidden text sits in a 1 px clipped box: read by screen readers, not seen.
      const clipped = box.width <= 1 || box.height <= 1;
      return style.visibility !== 'hidden' && style.opacity !== '0' && !clipped && element.checkVisibility();
    };
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || quickLinks.contains(parent) || !shown(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if (Array.from(range.getClientRects()).some(overlaps))
        found.push(`texte « ${node.textContent.trim().slice(0, 40)} »`);
    }
    const controls = 'a, button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    for (const control of Array.from(document.querySelectorAll(controls))) {
      if (quickLinks.contains(control) || !shown(control)) continue;
      if (overlaps(control.getBoundingClientRect())) {
        found.push(`${control.tagName.toLowerCase()} « ${(control.textContent ?? '').trim().slice(0, 40)} »`);
      }
    }
    return found;
  }, label);
}

for (const [width, height] of [
  [390, 844],
  [1024, 800],
  [1280, 800],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    for (const key of Object.keys(pages) as PageKey[]) {
      test(`${pages[key].path}: the quick links cover nothing`, async ({ page }) => {
        await page.goto(pages[key].path);
        await expect(
          page.getByRole('heading', { level: 1, name: headingFor(key), exact: true }),
        ).toBeVisible();
        // The visit in English has the same links, in English.
        const english = languageOf(key) === 'en';
        const label = english ? 'Quick links' : 'Accès rapides';
        const quickLinks = page.getByRole('navigation', { name: label });
        await expect(quickLinks.getByRole('link')).toHaveCount(2);
        const donation = english
          ? 'Support the museum (in French) (new tab)'
          : 'Faire un don (nouvel onglet)';
        await expect(quickLinks.getByRole('link', { name: donation })).toBeInViewport();
        expect(await coveredUnderQuickLinks(page, label), 'premier écran').toEqual([]);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        expect(await coveredUnderQuickLinks(page, label), 'fin de page').toEqual([]);
      });
    }
  });
}
