import { expect, type Locator, type Page } from '@playwright/test';

/** One press of Tab reaches `stop`, which shows it has the focus (an outline). */
export async function tabTo(page: Page, stop: Locator): Promise<void> {
  await page.keyboard.press('Tab');
  await expect(stop).toBeFocused();
  expect(await stop.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
}
