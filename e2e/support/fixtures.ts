import { expect, test as base } from '@playwright/test';

/**
 * Every test fails if the page throws an uncaught error or rejects a promise unhandled.
 * `consentDecided` starts a visit with the analytics choice already made (refused), so the banner
 * does not cover the page; tests of the banner itself leave it undecided.
 */
export const test = base.extend<{ pageErrors: Error[]; consentDecided: boolean }>({
  consentDecided: [true, { option: true }],
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(
        errors.map((error) => error.message),
        'erreurs non interceptées dans la page',
      ).toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, consentDecided }, use) => {
    if (consentDecided) {
      await page.addInitScript(() => {
        // Only the site's own document: embedded third-party frames (the map) have no storage for us.
        if (window.top !== window) return;
        if (!window.localStorage.getItem('mtdm-consent')) {
          window.localStorage.setItem(
            'mtdm-consent',
            JSON.stringify({ choice: 'refused', decidedAt: new Date().toISOString() }),
          );
        }
      });
    }
    await use(page);
  },
});

export { expect };
