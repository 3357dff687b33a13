// A menu panel never leaves the window: opened one by one on desktop widths, each keeps every entry
// fully visible and the page does not scroll sideways.
import { expect, test } from '../support/fixtures';

for (const width of [1025, 1280, 1440]) {
  test(`every submenu stays inside the window at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    // The visible toggles: until the page knows its width, the hamburger is in the HTML, hidden by CSS.
    const toggles = menu.locator('button[aria-expanded]:visible');
    const count = await toggles.count();
    expect(count).toBeGreaterThanOrEqual(4);
    for (let index = 0; index < count; index += 1) {
      const toggle = toggles.nth(index);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
      await expect(panel).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${await toggle.innerText()} : défilement horizontal`).toBeLessThanOrEqual(0);
      for (const entry of await panel.getByRole('link').all()) {
        const box = (await entry.boundingBox())!;
        const label = await entry.innerText();
        expect(box.x, `${label} coupé à gauche`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${label} coupé à droite`).toBeLessThanOrEqual(width);
      }
      await toggle.click();
    }
  });
}
