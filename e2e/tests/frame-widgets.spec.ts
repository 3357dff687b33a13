import { pages, paths } from '@mtdm/shared/routing';
import { expect, test } from '../support/fixtures';

const widgets = [
  { name: 'Informations pratiques (nouvel onglet)', text: 'Informations pratiques', page: 'practicalInfo' },
  { name: 'Faire un don (nouvel onglet)', text: 'Faire un don', page: 'donation' },
] as const;

test.describe('floating widgets wider than 768 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const widget of widgets) {
    test(`${widget.text}: text on hover, opens its page in a new tab`, async ({ page, context }) => {
      await page.goto(paths.museumInBrief);
      const link = page
        .getByRole('navigation', { name: 'Accès rapides' })
        .getByRole('link', { name: widget.name });
      const label = link.getByText(widget.text, { exact: true });
      await expect(label).toBeHidden();
      await link.hover();
      await expect(label).toBeVisible();

      const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await tab.waitForLoadState();
      await expect(tab).toHaveURL(new RegExp(`${pages[widget.page].path}$`));
      await expect(tab.getByRole('heading', { level: 1, name: pages[widget.page].title })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${paths.museumInBrief}$`));
    });
  }
});

test.describe('floating widgets at 768 px or below', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('only the icons show, even on hover; the accessible names stay', async ({ page }) => {
    await page.goto(paths.home);
    for (const widget of widgets) {
      const link = page.getByRole('link', { name: widget.name });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('target', '_blank');
      await link.hover();
      await expect(link.getByText(widget.text, { exact: true })).toBeHidden();
    }
  });
});
