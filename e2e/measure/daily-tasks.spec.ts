// Five daily tasks of the association's volunteers, each done the way the space allows today and the
// way it allowed before its lists could be searched and its orders handled together: the clicks, and
// the seconds from the space's first screen to the server's confirmation. Typing is not a click; a
// download or a confirmation box is. Records are made first through the site, as visitors make them.
import type { Locator, Page } from '@playwright/test';
import { fillMembership, payMembership } from '../support/payment-forms';
import { signInAsVolunteer } from '../support/volunteer-sign-in';
import { sendMuseumMessage } from '../support/contact-form';
import { expect, test } from '../support/fixtures';
import { openShopAt, productNamed } from '../support/shop-catalogue';
import { fillBuyer, openCheckout } from '../support/shop-checkout';

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const rows: string[] = [];

/** Counts the clicks of a task and times it, from its first click to its last confirmation. */
function timedTask(page: Page) {
  let clicks = 0;
  const started = Date.now();
  return {
    click: async (target: Locator) => {
      clicks += 1;
      await target.click();
    },
    /** A click the page answers with a download, waited for. */
    download: async (target: Locator) => {
      clicks += 1;
      const download = page.waitForEvent('download');
      await target.click();
      await download;
    },
    /** Words typed in the list's search, then « Afficher » (one click). */
    search: async (words: string) => {
      const search = page.getByRole('search');
      await search.getByLabel(/^Rechercher/).fill(words);
      clicks += 1;
      await search.getByRole('button', { name: 'Afficher' }).click();
    },
    /** A click the measure does not make itself: a box the browser asks, a link to another program. */
    outside: () => {
      clicks += 1;
    },
    done: (task: string, way: string) => {
      rows.push(
        `| ${task} | ${way} | ${clicks} | ${((Date.now() - started) / 1000).toFixed(1).replace('.', ',')} s |`,
      );
    },
  };
}

async function buyAMug(page: Page, lastName: string) {
  const mug = await openShopAt(page, productNamed('Mug « Bazeilles 1870 »'));
  await mug.getByRole('button', { name: /Ajouter au panier/ }).click();
  const modal = await openCheckout(page);
  await fillBuyer(modal, { firstName: 'Marie', lastName, email: `${lastName.toLowerCase()}@example.fr` });
  await modal.getByRole('button', { name: /^Payer/ }).click();
  await page.getByRole('button', { name: 'Payer', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement réussi !' })).toBeVisible();
}

const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Menu de l’espace des bénévoles' }).getByRole('link', { name });

test.afterAll(() => {
  console.log('\nTâches quotidiennes des bénévoles, Chromium (1280 px)\n');
  console.log('| Tâche | Comment | Clics | Durée |\n|---|---|---|---|');
  for (const row of rows) console.log(row);
});

test('ship three orders', async ({ page }) => {
  const batch = `Lot${stamp()}`;
  const namesOf = (way: string) =>
    ['A', 'B', 'C'].map((letter) => `${batch}${way === 'ensemble' ? 'E' : 'U'}${letter}`);
  for (const name of [...namesOf('un par un'), ...namesOf('ensemble')]) await buyAMug(page, name);
  await signInAsVolunteer(page, 'expedition.e2e@example.org');
  for (const way of ['un par un', 'ensemble'] as const) {
    const names = namesOf(way);
    await page.goto('/benevoles/');
    const task = timedTask(page);
    await task.click(menuLink(page, 'Commandes'));
    if (way === 'un par un') {
      // Before: each order opened from the list, its slip downloaded, shipped, then back to the list.
      for (const [index, name] of names.entries()) {
        await task.click(
          page
            .getByRole('row')
            .filter({ hasText: `Marie ${name}` })
            .getByRole('link'),
        );
        await task.download(page.getByRole('link', { name: 'Télécharger le bordereau (PDF)' }));
        await page.getByLabel(/^Transporteur/).fill('La Poste');
        await page.getByLabel(/^Numéro de suivi/).fill(`6A${index}`);
        await task.click(page.getByRole('button', { name: 'Marquer comme expédiée et prévenir l’acheteur' }));
        await expect(page.getByText(/^Commande expédiée/)).toBeVisible();
        await task.click(page.getByRole('link', { name: 'Retour à la liste' }));
      }
    } else {
      await task.search(`${batch}E`);
      for (const name of names)
        await task.click(page.getByRole('row').filter({ hasText: name }).getByRole('checkbox'));
      const popup = page.waitForEvent('popup');
      await task.click(page.getByRole('link', { name: 'Ouvrir les bordereaux (PDF)' }));
      await (await popup).close();
      const form = page.getByRole('region', { name: 'Expédier les commandes choisies' });
      await form.getByLabel(/^Transporteur/).fill('La Poste');
      for (const [index, field] of (await form.getByLabel(/^Numéro de suivi de/).all()).entries())
        await field.fill(`6A${index}`);
      await task.click(form.getByRole('button', { name: /^Marquer les 3 commandes/ }));
      await expect(page.getByText(/^3 commandes expédiées/)).toBeVisible();
    }
    task.done('Expédier trois commandes', way);
  }
});

test('find a member and send their attestation again', async ({ page }) => {
  const lastName = `Retrouve${stamp()}`;
  await fillMembership(page, lastName);
  await payMembership(page);
  await signInAsVolunteer(page, 'adhesions.e2e@example.org');
  for (const way of ['en parcourant la liste', 'par la recherche'] as const) {
    await page.goto('/benevoles/');
    const task = timedTask(page);
    await task.click(menuLink(page, 'Adhésions'));
    if (way === 'par la recherche') {
      await task.search(lastName.slice(3, 12));
    }
    await task.click(page.getByRole('row').filter({ hasText: lastName }).getByRole('link'));
    await task.click(page.getByRole('button', { name: 'Renvoyer l’attestation d’adhésion' }));
    await expect(page.getByText('Document renvoyé par courriel.')).toBeVisible();
    task.done('Retrouver un adhérent et lui renvoyer son attestation', way);
  }
});

test('refund an order with its reason', async ({ page }) => {
  const lastName = `Rend${stamp()}`;
  await buyAMug(page, lastName);
  await signInAsVolunteer(page, 'remboursement.e2e@example.org');
  page.on('dialog', (dialog) => void dialog.accept());
  const task = timedTask(page);
  await task.click(menuLink(page, 'Commandes'));
  await task.search(lastName);
  await task.click(page.getByRole('row').filter({ hasText: lastName }).getByRole('link'));
  await page.getByLabel(/^Motif du remboursement(?! partiel)/).fill('article rendu abîmé');
  // The button, then the browser's confirmation box (accepted above).
  await task.click(page.getByRole('button', { name: 'Rembourser la commande' }));
  task.outside();
  await expect(page.getByText(/^Commande remboursée/)).toBeVisible();
  task.done('Rembourser une commande avec son motif', 'par la recherche');
});

test('export the members up to date', async ({ page }) => {
  await signInAsVolunteer(page, 'adhesions.e2e@example.org');
  const task = timedTask(page);
  await task.click(menuLink(page, 'Adhésions'));
  await task.click(page.getByRole('link', { name: 'Adhérents à jour aujourd’hui' }));
  await task.download(page.getByRole('link', { name: 'Exporter cette vue (CSV)' }));
  task.done('Exporter les adhérents à jour', 'vue « à jour aujourd’hui »');
});

test('answer a message', async ({ page }) => {
  const lastName = `Question${stamp()}`;
  await sendMuseumMessage(page, {
    firstName: 'Marie',
    lastName,
    email: 'marie.question@example.fr',
    message: 'Le musée est-il ouvert le lundi de Pâques ?',
  });
  await signInAsVolunteer(page, 'visites.e2e@example.org');
  const task = timedTask(page);
  await task.click(menuLink(page, 'Messages adressés au musée'));
  await task.search(lastName);
  await task.click(page.getByRole('row').filter({ hasText: lastName }).getByRole('link'));
  // The reply opens the volunteer's mail program, with the address and the subject written in.
  const reply = page.getByRole('link', { name: /^Répondre à marie\.question@example\.fr/ });
  expect(await reply.getAttribute('href')).toMatch(/^mailto:marie\.question%40example\.fr\?subject=/);
  task.outside();
  await task.click(page.getByRole('button', { name: 'Marquer comme traité' }));
  await expect(page.getByText('Marqué comme traité.')).toBeVisible();
  task.done('Répondre à un message', 'par la recherche, « Répondre » ouvre la messagerie');
});
