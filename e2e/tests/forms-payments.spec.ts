import type { Page } from '@playwright/test';
import { paths } from '@mtdm/shared/routing';
import { queryDatabase } from '../support/database';
import { fillDonation, fillMembership } from '../support/payment-forms';
import { expect, test } from '../support/fixtures';

const MEMBERSHIP_START = '**/api/deveniradherent.php?endpoint=create-payment-adherent';
const DONATION_START = '**/api/faireundon.php?endpoint=create-payment-don';
const DONATION_CONFIRM = '**/api/faireundon.php?endpoint=donation-success*';
const MEMBERSHIP_CONFIRM = '**/api/deveniradherent.php?endpoint=registration-success*';

async function openMembershipModal(page: Page) {
  await page.getByRole('checkbox', { name: 'Je valide le formulaire.' }).check();
  await page.getByRole('button', { name: 'Valider et passer au paiement' }).click();
  const modal = page.getByRole('dialog', { name: 'Paiement de votre adhésion' });
  await expect(modal).toBeVisible();
  return modal;
}

for (const width of [1280, 390]) {
  test.describe(`membership and donation through the sandbox provider at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('membership with a donation: paid, confirmed, stored', async ({ page }) => {
      const lastName = `Adherent${Date.now()}`;
      await fillMembership(page, lastName);
      await page.getByRole('button', { name: 'Valider et passer au paiement' }).click();
      await expect(page.getByRole('alert')).toHaveText(
        'Veuillez confirmer votre adhésion en cochant la case',
      );
      const modal = await openMembershipModal(page);
      await modal.getByRole('radio', { name: 'Oui' }).check();
      await modal.getByLabel('Montant du don (en euros)').fill('30');
      await expect(modal.getByText(/Total à payer\s: 50,00/)).toBeVisible();
      const request = page.waitForRequest((candidate) => candidate.url().includes('create-payment-adherent'));
      await modal.getByRole('button', { name: 'Je paye' }).click();
      expect((await request).postDataJSON()).toMatchObject({
        amount: 50,
        donationAmount: 30,
        membershipType: 'individual',
        cart: [],
      });

      await expect(page).toHaveURL(/\/sandbox-payments\//);
      await expect(page.getByTestId('amount')).toHaveText(/50,00/);
      const paymentId = await page.evaluate(() => window.localStorage.getItem('current_payment_id'));
      await page.getByRole('button', { name: 'Payer', exact: true }).click();
      await expect(page).toHaveURL(/\/pages\/RegistrationSuccess\?id=adherent_/);
      await expect(page.getByRole('heading', { level: 1, name: 'Adhésion réussie !' })).toBeVisible();
      // The attestation and the donation's tax receipt, offered to download.
      await expect(page.getByRole('link', { name: 'Télécharger mon attestation' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Télécharger mon reçu fiscal' })).toBeVisible();
      expect(await page.evaluate(() => window.localStorage.getItem('current_payment_id'))).toBeNull();
      expect(await page.evaluate(() => window.sessionStorage.getItem('form:membership'))).toBeNull();
      // Reloaded, the page finds its payment again by its address: the same result, the same documents.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Adhésion réussie !' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Télécharger mon attestation' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Télécharger mon reçu fiscal' })).toBeVisible();
      const row = queryDatabase((db) =>
        db.prepare('SELECT * FROM memberships WHERE payment_id = ?').get(paymentId),
      ) as Record<string, unknown>;
      expect(row).toMatchObject({
        last_name: lastName,
        fee_cents: 2000,
        donation_cents: 3000,
        amount_cents: 5000,
      });
      await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test('membership cancelled on the provider page: "Adhésion annulée", the form still filled', async ({
      page,
    }) => {
      await fillMembership(page, 'Annulation');
      const modal = await openMembershipModal(page);
      await modal.getByRole('button', { name: 'Je paye' }).click();
      await expect(page).toHaveURL(/\/sandbox-payments\//);
      await page.getByRole('button', { name: 'Annuler', exact: true }).click();
      await expect(page).toHaveURL(/\/pages\/RegistrationCancel$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Adhésion annulée' })).toBeVisible();
      // The page's own link leads back to the form, still filled.
      await page.getByRole('link', { name: 'Reprendre mon adhésion' }).click();
      await expect(page).toHaveURL(new RegExp(`${paths.membership}$`));
      await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('Annulation');
    });

    test('donation: paid and confirmed; then a cancelled one', async ({ page }) => {
      const lastName = `Donateur${Date.now()}`;
      await fillDonation(page, lastName, '45.50');
      await page.getByRole('button', { name: 'Je fais un don' }).click();
      await expect(page).toHaveURL(/\/sandbox-payments\//);
      await expect(page.getByTestId('amount')).toHaveText(/45,50/);
      const paymentId = await page.evaluate(() => window.localStorage.getItem('current_payment_id'));
      await page.getByRole('button', { name: 'Payer', exact: true }).click();
      await expect(page).toHaveURL(/\/pages\/DonationSuccess\?id=donateur_/);
      await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre don !' })).toBeVisible();
      const row = queryDatabase((db) =>
        db.prepare('SELECT amount_cents, status FROM donations WHERE payment_id = ?').get(paymentId),
      );
      expect(row).toEqual({ amount_cents: 4550, status: 'particulier' });

      await fillDonation(page, 'Hesitant');
      await page.getByRole('button', { name: 'Je fais un don' }).click();
      await page.getByRole('button', { name: 'Annuler', exact: true }).click();
      await expect(page).toHaveURL(/\/pages\/DonationCancel$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Don annulé' })).toBeVisible();
      await expect(page.getByText(/aucun frais/)).toBeVisible();
    });
  });
}

test.describe('payment start errors of membership and donation', () => {
  const cases = [
    {
      name: 'server error with its message',
      fulfill: {
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Maintenance' }),
      },
      message: 'Erreur lors de la préparation du paiement: Erreur serveur: 503 - Maintenance',
    },
    {
      name: 'unreadable error body',
      fulfill: { status: 500, contentType: 'text/html', body: '<html>' },
      message: 'Erreur lors de la préparation du paiement: Erreur serveur: 500 - Erreur de format de réponse',
    },
    {
      name: 'answer without the payment URL',
      fulfill: { status: 200, contentType: 'application/json', body: JSON.stringify({ payment_id: 'x' }) },
      message:
        "Erreur lors de la préparation du paiement: Erreur: La réponse de paiement ne contient pas l'URL nécessaire.",
    },
  ];
  for (const { name, fulfill, message } of cases) {
    test(`membership: ${name}`, async ({ page }) => {
      await page.route(MEMBERSHIP_START, (route) => route.fulfill(fulfill));
      await fillMembership(page, 'Erreur');
      const modal = await openMembershipModal(page);
      await modal.getByRole('button', { name: 'Je paye' }).click();
      await expect(modal.getByRole('alert')).toHaveText(message);
      await expect(modal.getByRole('button', { name: 'Je paye' })).toBeEnabled();
    });

    test(`donation: ${name}`, async ({ page }) => {
      await page.route(DONATION_START, (route) => route.fulfill(fulfill));
      await fillDonation(page, 'Erreur');
      await page.getByRole('button', { name: 'Je fais un don' }).click();
      await expect(page.getByRole('alert')).toHaveText(message);
      await expect(page.getByRole('button', { name: 'Je fais un don' })).toBeEnabled();
      await expect(page.getByLabel('Ville')).toHaveValue('Fréjus');
    });
  }
});

test.describe('confirmation errors', () => {
  const storeIds = (page: Page) =>
    page.addInitScript(() => {
      window.localStorage.setItem('current_payment_id', 'sbx_inconnu');
      window.localStorage.setItem('current_customer_id', 'donateur_1_1');
    });

  test('missing ids: no call, the message and the processing title', async ({ page }) => {
    let called = false;
    await page.route(DONATION_CONFIRM, (route) => {
      called = true;
      return route.continue();
    });
    await page.goto(paths.donationSuccess);
    await expect(page.getByRole('alert')).toHaveText('Informations de paiement manquantes.');
    await expect(page.getByRole('heading', { level: 1, name: 'Traitement en cours...' })).toBeVisible();
    expect(called).toBe(false);
  });

  test('donation: an HTTP failure shows the generic message, the title stays', async ({ page }) => {
    await storeIds(page);
    await page.route(DONATION_CONFIRM, (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto(paths.donationSuccess);
    await expect(page.getByRole('alert')).toHaveText('Une erreur est survenue lors de la confirmation.');
    await expect(page.getByRole('heading', { level: 1, name: 'Traitement en cours...' })).toBeVisible();
  });

  test('membership: success false shows the reason', async ({ page }) => {
    await storeIds(page);
    await page.route(MEMBERSHIP_CONFIRM, (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ success: false, reason: 'Paiement refusé' }),
      }),
    );
    await page.goto(paths.registrationSuccess);
    await expect(page.getByRole('alert')).toHaveText('Erreur de confirmation: Paiement refusé');
  });

  test('membership: the real server refuses an unknown payment (an HTTP failure)', async ({ page }) => {
    await storeIds(page);
    await page.goto(paths.registrationSuccess);
    await expect(page.getByRole('alert')).toHaveText('Une erreur est survenue lors de la confirmation.');
    await expect(page.getByRole('heading', { level: 1, name: 'Traitement en cours...' })).toBeVisible();
  });
});
