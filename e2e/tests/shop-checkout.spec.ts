import type { Page } from '@playwright/test';
import { paths } from '@mtdm/shared/routing';
import { publishedContent } from '../support/content';
import { openDatabase } from '../support/database';
import { expect, test } from '../support/fixtures';
import { openShopAt, productNamed } from '../support/shop-catalogue';
import { fillBuyer, openCheckout } from '../support/shop-checkout';

const POLO = 'Polo homme brodé ancre d’or';
const BOOK_CATEGORY = 'Livres';

async function fillCart(page: Page) {
  const polo = await openShopAt(page, productNamed(POLO));
  await polo.getByRole('combobox', { name: 'Taille' }).selectOption('L');
  await polo.getByRole('button', { name: /Ajouter au panier/ }).click();
  // The category filter shown at this width: the select on a phone, the list beside the products wider.
  const select = page.getByRole('combobox', { name: 'Catégorie' });
  if (await select.isVisible()) await select.selectOption({ label: BOOK_CATEGORY });
  else
    await page
      .getByRole('group', { name: 'Catégories' })
      .getByRole('checkbox', { name: BOOK_CATEGORY })
      .click();
  // The filtered list has replaced the whole catalogue (a transition): the polo is gone.
  const products = page.getByRole('list', { name: 'Produits' });
  await expect(products.getByRole('article', { name: POLO })).toHaveCount(0);
  const book = products.getByRole('article').first();
  await book.getByRole('spinbutton', { name: 'Quantité' }).fill('2');
  await book.getByRole('button', { name: /Ajouter au panier/ }).click();
  await expect(page.getByRole('button', { name: 'Panier : 3 articles' })).toBeVisible();
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '390 px', width: 390, height: 844 },
]) {
  test.describe(`checkout on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('pays on the sandbox page and lands on "Paiement réussi !" with the order stored', async ({
      page,
    }) => {
      await fillCart(page);
      const modal = await openCheckout(page);

      // Validation first: the messages of docs/forms-and-messages.md.
      await modal.getByRole('button', { name: /^Payer/ }).click();
      await expect(modal.getByRole('alert')).toHaveText('Veuillez remplir tous les champs obligatoires');
      await fillBuyer(modal);
      await modal.getByLabel('Téléphone mobile').fill('12345');
      await modal.getByRole('button', { name: /^Payer/ }).click();
      await expect(modal.getByRole('alert')).toHaveText(
        'Veuillez entrer un numéro de téléphone valide (format: 0XXXXXXXXX ou +33XXXXXXXXX)',
      );
      await modal.getByLabel('Téléphone mobile').fill('0612345678');

      const request = page.waitForRequest((candidate) => candidate.url().includes('endpoint=create-payment'));
      await modal.getByRole('button', { name: /^Payer/ }).click();
      const payload = (await request).postDataJSON();
      expect(payload).toMatchObject({ mobileNumber: '+33612345678', firstName: 'Marie', postcode: '83600' });
      expect(payload.amount).toBeCloseTo(
        payload.cartDetails.reduce(
          (sum: number, line: { price: number; quantity: number }) => sum + line.price * line.quantity,
          0,
        ) + payload.shippingCost,
        2,
      );
      expect(JSON.parse(payload.cart)).toHaveLength(2);

      // The provider's hosted page, on the same origin: the ids were stored before the redirect.
      await expect(page).toHaveURL(/\/sandbox-payments\//);
      await expect(page.getByRole('button', { name: 'Payer', exact: true })).toBeVisible();
      const paymentId = await page.evaluate(() => window.localStorage.getItem('current_payment_id'));
      // The site's own payment id, recorded before the provider was asked.
      expect(paymentId).toMatch(/^pay_[0-9a-f]{32}$/);
      expect(await page.evaluate(() => window.localStorage.getItem('current_customer_id'))).toBe(
        payload.customer_id,
      );
      await page.getByRole('button', { name: 'Payer', exact: true }).click();

      await expect(page).toHaveURL(/\/pages\/PaymentSuccess\?id=customer_/);
      await expect(page.getByRole('heading', { level: 1, name: 'Paiement réussi !' })).toBeVisible();
      await expect(page.getByText('Votre commande a été confirmé avec succès.')).toBeVisible();
      expect(await page.evaluate(() => window.localStorage.getItem('current_payment_id'))).toBeNull();
      expect(await page.evaluate(() => window.sessionStorage.getItem('cart'))).toBe('[]');

      const db = openDatabase();
      try {
        const order = db.prepare('SELECT * FROM orders WHERE payment_id = ?').get(paymentId) as Record<
          string,
          unknown
        >;
        expect(order).toMatchObject({
          first_name: 'Marie',
          email: 'marie.dupont@example.fr',
          postcode: '83600',
        });
        const lines = db
          .prepare('SELECT name, size, quantity FROM order_lines WHERE order_id = ?')
          .all(order.id);
        expect(lines).toEqual(expect.arrayContaining([{ name: POLO, size: 'L', quantity: 1 }]));
      } finally {
        db.close();
      }

      await page.getByRole('link', { name: 'Retour à la boutique' }).click();
      await expect(page.getByRole('button', { name: 'Panier : 0 article' })).toBeVisible();
    });

    test('cancels on the sandbox page and lands on "Paiement annulé" with the cart kept', async ({
      page,
    }) => {
      await fillCart(page);
      const modal = await openCheckout(page);
      await fillBuyer(modal);
      await modal.getByRole('button', { name: /^Payer/ }).click();
      await expect(page).toHaveURL(/\/sandbox-payments\//);
      await page.getByRole('button', { name: 'Annuler', exact: true }).click();
      await expect(page).toHaveURL(/\/pages\/PaymentCancel/);
      await expect(page.getByRole('heading', { level: 1, name: 'Paiement annulé' })).toBeVisible();
      // The shop's address when the content gives one, else the association's contact form.
      const { emailShop, emailAssociation } = publishedContent.association;
      const contact = emailShop ?? emailAssociation;
      if (contact)
        await expect(page.getByRole('link', { name: contact })).toHaveAttribute('href', `mailto:${contact}`);
      else
        await expect(
          page.getByRole('link', { name: 'formulaire de contact de l’association' }),
        ).toHaveAttribute('href', paths.contactAssociation);
      await page.getByRole('link', { name: 'Retour à la boutique' }).click();
      await expect(page.getByRole('button', { name: 'Panier : 3 articles' })).toBeVisible();
    });
  });
}

test.describe('at 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the shop has no horizontal scroll and the cart panel fits the screen', async ({ page }) => {
    await page.goto(paths.shop);
    await expect(page.getByRole('list', { name: 'Produits' }).getByRole('article').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: /^Panier/ }).click();
    const box = await page.getByRole('dialog', { name: 'Votre panier' }).boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
  });
});
