import type { Page } from '@playwright/test';
import { paths } from '@mtdm/shared/routing';
import { expect, test } from '../support/fixtures';

const CREATE = '**/api/index.php?endpoint=create-payment';
const CONFIRM = '**/api/index.php?endpoint=payment-success*';

async function checkoutWithOneItem(page: Page) {
  await page.goto(paths.shop);
  await page
    .getByRole('list', { name: 'Produits' })
    .getByRole('article')
    .first()
    .getByRole('button', { name: /Ajouter au panier/ })
    .click();
  await page.getByRole('button', { name: 'Panier : 1 article' }).click();
  await page.getByRole('button', { name: 'Passer au paiement' }).click();
  const modal = page.getByRole('dialog', { name: 'Paiement de votre commande' });
  await modal.getByLabel('Prénom').fill('Paul');
  await modal.getByLabel('Nom', { exact: true }).fill('Martin');
  await modal.getByLabel('Adresse e-mail').fill('paul.martin@example.fr');
  await modal.getByLabel('Téléphone mobile').fill('+33612345678');
  await modal.getByLabel('Adresse', { exact: true }).fill('3 place Agricola');
  await modal.getByLabel('Ville').fill('Fréjus');
  await modal.getByLabel('Code postal').fill('83600');
  // The terms of sale, accepted before paying.
  await modal.getByLabel('J’ai lu et j’accepte les conditions générales de vente.').check();
  return modal;
}

test.describe('payment start errors (createShopPayment)', () => {
  const cases = [
    {
      name: 'non-JSON answer',
      fulfill: { status: 502, contentType: 'text/html', body: '<html>Bad gateway</html>' },
      message:
        'Erreur lors de la préparation du paiement: Réponse non valide du serveur: format attendu JSON, reçu text/html',
    },
    {
      name: 'server error with its message',
      fulfill: {
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Panier invalide' }),
      },
      message: 'Erreur lors de la préparation du paiement: Erreur serveur: 400 - Panier invalide',
    },
    {
      name: 'server error without message',
      fulfill: { status: 500, contentType: 'application/json', body: '{}' },
      message: 'Erreur lors de la préparation du paiement: Erreur serveur: 500 - Erreur inconnue',
    },
    {
      name: 'answer without payment_url',
      fulfill: {
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ payment_id: 'sbx_1' }),
      },
      message:
        "Erreur lors de la préparation du paiement: Erreur: La réponse de paiement ne contient pas l'URL nécessaire.",
    },
  ];
  for (const { name, fulfill, message } of cases) {
    test(`${name}: the message is shown and the form given back`, async ({ page }) => {
      await page.route(CREATE, (route) => route.fulfill(fulfill));
      const modal = await checkoutWithOneItem(page);
      await modal.getByRole('button', { name: /^Payer/ }).click();
      await expect(modal.getByRole('alert')).toHaveText(message);
      await expect(modal.getByRole('button', { name: /^Payer/ })).toBeEnabled();
      await expect(modal.getByLabel('Ville')).toHaveValue('Fréjus');
      await expect(page).toHaveURL(new RegExp(paths.shop));
    });
  }

  test('the preparing text shows while the server answers', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(CREATE, async (route) => {
      await held;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
    });
    const modal = await checkoutWithOneItem(page);
    await modal.getByRole('button', { name: /^Payer/ }).click();
    await expect(modal.getByText('Préparation du paiement...')).toBeVisible();
    await expect(modal.getByLabel('Prénom')).toBeDisabled();
    release();
    await expect(modal.getByRole('alert')).toContainText('Erreur serveur: 500');
  });
});

test.describe('confirmation errors (confirmShopPayment)', () => {
  const withIds = (page: Page) =>
    page.addInitScript(() => {
      window.localStorage.setItem('current_payment_id', 'sbx_0123456789abcdef0123456789abcdef');
      window.localStorage.setItem('current_customer_id', 'customer_1_1');
    });

  test('missing ids: no call, the message and the processing title', async ({ page }) => {
    let called = false;
    await page.route(CONFIRM, (route) => {
      called = true;
      return route.continue();
    });
    await page.goto(paths.paymentSuccess);
    await expect(page.getByRole('alert')).toHaveText('Informations de paiement manquantes.');
    await expect(page.getByRole('heading', { level: 1, name: 'Traitement en cours...' })).toBeVisible();
    expect(called).toBe(false);
  });

  test('success false with its reason, ids kept', async ({ page }) => {
    await withIds(page);
    await page.route(CONFIRM, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, reason: 'Paiement refusé' }),
      }),
    );
    await page.goto(`${paths.paymentSuccess}?id=customer_from_url`);
    await expect(page.getByRole('alert')).toHaveText('Erreur de confirmation: Paiement refusé');
    await expect(page.getByRole('heading', { level: 1, name: 'Traitement en cours...' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('current_payment_id'))).not.toBeNull();
  });

  test('success false without reason', async ({ page }) => {
    await withIds(page);
    await page.route(CONFIRM, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ success: false }),
      }),
    );
    await page.goto(paths.paymentSuccess);
    await expect(page.getByRole('alert')).toHaveText('Erreur de confirmation: Raison inconnue');
  });

  test('HTTP failure and network failure give the generic message', async ({ page }) => {
    await withIds(page);
    await page.route(CONFIRM, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.goto(paths.paymentSuccess);
    await expect(page.getByRole('alert')).toHaveText('Une erreur est survenue lors de la confirmation.');
    await page.unroute(CONFIRM);
    await page.route(CONFIRM, (route) => route.abort('connectionrefused'));
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText('Une erreur est survenue lors de la confirmation.');
  });
});
