import { expect, test as base } from '@playwright/test';
import { waitForHydration } from './page-checks';

/**
 * Every test fails if the page throws an uncaught error or rejects a promise unhandled, or if React
 * could not hydrate a pre-rendered page.
 * `consentDecided` starts a visit with the analytics choice already made (refused), so the banner
 * does not cover the page; tests of the banner itself leave it undecided.
 * `hydratedPages`: page.goto and page.reload return once React has taken the page over, as a
 * visitor's first action comes after that (see waitForHydration); tests of what is done before say
 * `hydratedPages: false`.
 */
/** What React prints when the pre-rendered HTML and the browser's first render disagree (hydration). */
const HYDRATION_ERROR = /hydrat|Minified React error #(418|419|421|422|423|425)\b/i;

export const test = base.extend<{
  pageErrors: Error[];
  hydrationErrors: string[];
  cspViolations: string[];
  consentDecided: boolean;
  hydratedPages: boolean;
}>({
  consentDecided: [true, { option: true }],
  hydratedPages: [true, { option: true }],
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
  // Every page is pre-rendered: a mismatch would make React throw the HTML away and render again.
  hydrationErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) errors.push(message.text());
      });
      await use(errors);
      expect(errors, 'le rendu du navigateur diffère de la page pré-rendue').toEqual([]);
    },
    { auto: true },
  ],
  // The site's Content-Security-Policy (api/src/http/security.ts) must let the site itself work: a
  // script or frame it blocks is a defect (a pre-rendered page runs main.js inline, allowed by hash).
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
          violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'ressources bloquées par la politique de sécurité du site').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, consentDecided, hydratedPages, javaScriptEnabled }, use) => {
    if (hydratedPages && javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await waitForHydration(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await waitForHydration(page);
        return response;
      };
    }
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
