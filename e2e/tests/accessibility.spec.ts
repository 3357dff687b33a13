import AxeBuilder from '@axe-core/playwright';
import { paths } from '@mtdm/shared/routing';
import { expect, test } from '../support/fixtures';
import { scrollThrough } from '../support/page-checks';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function violations(page: import('@playwright/test').Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(' ')}`,
  );
}

test.describe('frame and pages pass axe (WCAG 2.1 AA)', () => {
  for (const path of [
    paths.home,
    paths.shop,
    paths.termsOfSale,
    paths.paymentCancel,
    paths.memberArea,
    '/pages/nexistepas',
  ]) {
    test(`${path} at 1280 px, submenu open`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // As a reader sees it: the blocks that fade in have appeared.
      await scrollThrough(page);
      await page
        .getByRole('navigation', { name: 'Menu principal' })
        .getByRole('button', { name: 'Le musée' })
        .click();
      expect(await violations(page)).toEqual([]);
    });
  }

  test('shop with the cart panel, then the payment modal showing its errors', async ({ page }) => {
    await page.goto(paths.shop);
    await page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /Ajouter au panier/ })
      .click();
    await page.getByRole('button', { name: /^Panier :/ }).click();
    await expect(page.getByRole('dialog', { name: 'Votre panier' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page
      .getByRole('dialog', { name: 'Votre panier' })
      .getByRole('button', { name: /paiement/i })
      .click();
    const modal = page.getByRole('dialog', { name: 'Paiement de votre commande' });
    await modal.getByRole('button', { name: /^Payer/ }).click();
    await expect(modal.getByText('Veuillez remplir tous les champs obligatoires')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test.describe('at 390 px with the menu open', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('home', async ({ page }) => {
      await page.goto(paths.home);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await scrollThrough(page);
      await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      expect(await violations(page)).toEqual([]);
    });
  });

  test.describe('with the consent banner', () => {
    test.use({ consentDecided: false });
    test('home', async ({ page }) => {
      await page.goto(paths.home);
      await expect(page.getByRole('region', { name: 'Mesure d’audience' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await scrollThrough(page);
      expect(await violations(page)).toEqual([]);
    });
  });
});
