// The shop on a phone: compact cards (four or more to a screen), the cart and its count always in reach,
// the confirmation of an addition beside the button pressed, the filters one tap away.
import { paths } from '@mtdm/shared/routing';
import { publishedContent } from '../support/content';
import { expect, test } from '../support/fixtures';
import { PRODUCTS_PER_PAGE } from '../support/shop-catalogue';

const { products } = publishedContent;
const HEIGHT = 844;

test.use({ viewport: { width: 390, height: HEIGHT } });

test('a phone sees four products a screen, keeps the cart in reach and is told of an addition where it tapped', async ({
  page,
}) => {
  await page.goto(paths.shop);
  const grid = page.getByRole('list', { name: 'Produits' });
  const cards = grid.getByRole('article');
  await expect(cards).toHaveCount(PRODUCTS_PER_PAGE);

  // At least four whole cards in the window once the list reaches the top, under the shop's bar.
  const bar = page.getByRole('button', { name: /^Panier :/ });
  const whole = await cards.evaluateAll((elements, height) => {
    const first = elements[0]!;
    first.scrollIntoView({ block: 'start' });
    const barBottom = document
      .querySelector('button[aria-haspopup="dialog"]')!
      .parentElement!.getBoundingClientRect().bottom;
    window.scrollBy(0, first.getBoundingClientRect().top - barBottom);
    return elements.filter((card) => {
      const box = card.getBoundingClientRect();
      return box.top >= barBottom - 1 && box.bottom <= height;
    }).length;
  }, HEIGHT);
  expect(whole, 'cartes entières dans un écran').toBeGreaterThanOrEqual(4);
  // The whole catalogue is no longer a 27,000-pixel scroll.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height, 'hauteur de la page').toBeLessThan(products.length * 200 + 2000);

  // At the foot of the page's list, the cart button and its count are on screen.
  const card = cards.nth(PRODUCTS_PER_PAGE - 1);
  await card.scrollIntoViewIfNeeded();
  await expect(bar).toBeInViewport();
  await expect(bar).toHaveAccessibleName('Panier : 0 article');

  // An addition is confirmed inside the card whose button was pressed, next to it.
  const name = (await card.getByRole('heading', { level: 2 }).textContent())!;
  const button = card.getByRole('button', { name: /Ajouter au panier/ });
  await button.click();
  const confirmation = card.getByRole('status');
  await expect(confirmation).toHaveText(new RegExp(`«\\s${name}.*»\\sajouté au panier \\(quantité\\s: 1\\)`));
  await expect(confirmation).toBeInViewport();
  const [buttonBox, confirmationBox] = [(await button.boundingBox())!, (await confirmation.boundingBox())!];
  expect(Math.abs(confirmationBox.y - (buttonBox.y + buttonBox.height)), 'écart au bouton').toBeLessThan(60);
  await expect(bar).toHaveAccessibleName('Panier : 1 article');
  await expect(bar).toBeInViewport();

  // The filters, one tap away from anywhere in the list.
  await page.getByRole('link', { name: 'Filtres' }).click();
  await expect(page.getByRole('combobox', { name: 'Trier par prix' })).toBeInViewport();
  await expect(page.getByRole('combobox', { name: 'Catégorie' })).toBeInViewport();
});
