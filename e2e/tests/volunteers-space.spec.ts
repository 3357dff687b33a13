// The volunteers' space in Chromium, as the association's volunteers use it: what a visitor sent
// through the site (an order, a membership, a tour request, a job application), then handled in the
// space after signing in with the mailed link: an order shipped (the buyer mailed), a member numbered
// (their attestation mailed) and their name corrected with the keyboard alone, a tour confirmed (the visitor mailed with a calendar file), a CV
// downloaded (the journal naming the piece, not its file), a person erased on request, a member among
// them who had changed their address. Axe on each screen.
// Each scenario is marked slow: a visit to the site, a sign-in by mail and several screens checked by
// axe take 20 to 31 s on CI's two cores beside another worker (two timed out there at 31 s), as in
// member-area.spec.ts.
import fs from 'node:fs';
import path from 'node:path';
import { bookableDay, frenchDayOf } from '../support/tour-dates';
import type { Page } from '@playwright/test';
import { parisToday } from '@mtdm/shared/content';
import { paths } from '@mtdm/shared/routing';
import { linkMailedTo, newMail, outboxNow } from '../support/outbox';
import { queryDatabase } from '../support/database';
import { sendMuseumMessage } from '../support/contact-form';
import { seriousViolations } from '../support/page-checks';
import { fillDonation, fillMembership, payMembership } from '../support/payment-forms';
import { signInAsVolunteer } from '../support/volunteer-sign-in';
import { signInAsMember } from '../support/member-sign-in';
import { searchTheList } from '../support/list-search';
import { tabTo } from '../support/keyboard-stops';
import { payThenListMemberships } from '../support/membership-in-space';
import { expect, test } from '../support/fixtures';
import { buyMugs } from '../support/shop-checkout';
import { buyThenFindOrder } from '../support/order-in-space';

/** A real PDF of the site's assets stands for the résumé. */
const RESUME = path.resolve(__dirname, '../../content/media/documents/news/13-dien-bien-phu.pdf');

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/**
 * The open order withdrawn: it says so, lists its withdrawal as `decided` by `by`, offers no shipping,
 * and the buyer's acknowledgement left for the address the order was paid from.
 */
async function expectWithdrawnAndAcknowledged(
  page: Page,
  checked: { withdrawal: string; decided: string; by: string; buyer: string; earlier: Set<string> },
) {
  const { withdrawal, decided, by, buyer, earlier } = checked;
  await expect(page.getByText(/^L’acheteur a exercé son droit de rétractation/)).toBeVisible();
  // Received today: its refund is due fourteen days later.
  await expect(
    page.getByText(
      /^Rétractation reçue le .+\s: remboursement dû au plus tard le .+\. Si les articles sont partis/,
    ),
  ).toBeVisible();
  await expect(
    page.getByText(new RegExp(`^${withdrawal} ${decided} le .+ par ${by.replaceAll('.', '\\.')}$`)),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Marquer comme expédiée et prévenir l’acheteur' }),
  ).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await expect
    .poll(
      () => newMail(earlier, (mail) => mail.includes(`To: ${buyer}`) && mail.includes(withdrawal)).length,
      {
        timeout: 15_000,
      },
    )
    .toBe(1);
}

test('an order paid in the shop has its delivery corrected, is shipped, its tracking corrected, the buyer told', async ({
  page,
}) => {
  test.slow();
  const lastName = `Acheteur${stamp()}`;
  const buyer = `${lastName.toLowerCase()}@example.fr`;
  await buyMugs(page, { firstName: 'Marie', lastName, email: buyer });

  await signInAsVolunteer(page, 'expedition.e2e@example.org');
  expect(await seriousViolations(page)).toEqual([]);
  await page
    .getByRole('navigation', { name: 'Menu de l’espace des bénévoles' })
    .getByRole('link', { name: 'Commandes' })
    .click();
  await searchTheList(page, lastName);
  const row = page.getByRole('row').filter({ hasText: `Marie ${lastName}` });
  await expect(row).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 2, name: /^Commande / })).toBeVisible();
  await expect(page.getByText('12 rue des Marsouins')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The buyer wrote that the street number is wrong: corrected before shipping, the buyer told.
  const beforeDelivery = outboxNow();
  await page.getByRole('textbox', { name: /^Adresse/ }).fill('21 rue des Marsouins');
  await page.getByLabel(/^Motif de la correction/).fill('Numéro de rue signalé faux par l’acheteuse');
  await page.getByRole('button', { name: 'Corriger la livraison et prévenir l’acheteur' }).click();
  await expect(
    page.getByText(/^Livraison corrigée\s: l’acheteur reçoit la nouvelle adresse par courriel\.$/),
  ).toBeVisible();
  await expect(page.getByText('21 rue des Marsouins')).toBeVisible();
  await expect(
    page.getByText(/par expedition\.e2e@example\.org\s: Numéro de rue signalé faux/),
  ).toBeVisible();
  await expect
    .poll(
      () =>
        newMail(
          beforeDelivery,
          (mail) => mail.includes(`To: ${buyer}`) && mail.includes('21 rue des Marsouins'),
        ).length,
      { timeout: 15_000 },
    )
    .toBe(1);
  expect(await seriousViolations(page)).toEqual([]);

  const earlier = outboxNow();
  await page.getByLabel(/^Transporteur/).fill('La Poste');
  await page.getByLabel(/^Numéro de suivi/).fill('6A12345678901');
  await page.getByRole('button', { name: 'Marquer comme expédiée et prévenir l’acheteur' }).click();
  await expect(page.getByText('Commande expédiée : l’acheteur est prévenu par courriel.')).toBeVisible();
  await expect(page.getByText('6A12345678901')).toBeVisible();
  await expect
    .poll(
      () =>
        newMail(earlier, (mail) => mail.includes(`To: ${buyer}`) && mail.includes('6A12345678901')).length,
      {
        timeout: 15_000,
      },
    )
    .toBe(1);
  // A digit typed wrong: corrected beside the shipment, the buyer mailed the right number.
  await page.getByLabel(/^Bon transporteur/).fill('La Poste');
  await page.getByLabel(/^Bon numéro de suivi/).fill('6A12345678910');
  await page.getByLabel(/^Motif de la correction/).fill('Deux chiffres inversés');
  await page.getByRole('button', { name: 'Corriger le suivi et prévenir l’acheteur' }).click();
  await expect(
    page.getByText(/^Suivi corrigé\s: l’acheteur reçoit le bon numéro par courriel\.$/),
  ).toBeVisible();
  await expect(
    page.getByText(
      /par expedition\.e2e@example\.org, à la place de La Poste 6A12345678901\s: Deux chiffres inversés$/,
    ),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expect
    .poll(
      () =>
        newMail(earlier, (mail) => mail.includes(`To: ${buyer}`) && mail.includes('6A12345678910')).length,
      {
        timeout: 15_000,
      },
    )
    .toBe(1);
  // Shipped, it has left the list of orders to ship.
  await page.getByRole('link', { name: 'Retour à la liste' }).click();
  await searchTheList(page, lastName);
  await expect(page.getByText('Aucun résultat')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Marie ${lastName}` })).toHaveCount(0);
});

test('a withdrawal that gives an order’s reference with another address is flagged, then attached once checked', async ({
  page,
}) => {
  test.slow();
  const { lastName, buyer, row } = await buyThenFindOrder(page, {
    prefix: 'Acheteur',
    volunteer: 'retractation.e2e@example.org',
  });
  const reference = (await row.getByRole('link').textContent())!;
  await expect(row).not.toContainText('Rétractation à vérifier');

  // Someone who knows the reference, with an address that is not the buyer's.
  await page.goto(paths.termsOfSale);
  await page.getByRole('button', { name: 'Se rétracter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Se rétracter du contrat' });
  await dialog.getByLabel('Référence de la commande').fill(reference);
  await dialog.getByLabel('Prénom').fill('Marie');
  await dialog.getByLabel('Nom', { exact: true }).fill(lastName);
  await dialog.getByLabel('Adresse e-mail').fill('quelqu.un@example.net');
  await dialog.getByLabel('Articles concernés par la rétractation').fill('Mug « Bazeilles 1870 »');
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await dialog.getByRole('button', { name: 'Confirmer la rétractation' }).click();
  await expect(dialog).toContainText('Nous n’avons pas retrouvé de commande');
  const withdrawal = (await dialog
    .getByText(/RET-\d{4}-\d{6}/)
    .first()
    .textContent())!.match(/RET-\d{4}-\d{6}/)![0];

  // Still to ship, flagged under its reference, and the order says which withdrawal to check.
  await page.goto('/benevoles/commandes');
  await searchTheList(page, lastName);
  await expect(row).toContainText('Rétractation à vérifier');
  expect(await seriousViolations(page)).toEqual([]);
  await row.getByRole('link').click();
  await expect(
    page.getByText(
      new RegExp(
        `^La rétractation ${withdrawal} donne la référence de cette commande avec une autre adresse que celle de l’acheteur\\. L’association la vérifie auprès de lui\\s: attendez sa réponse avant d’expédier la commande\\.$`,
      ),
    ),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Marquer comme expédiée et prévenir l’acheteur' }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The association asks the buyer, who confirms: the withdrawal is attached, asked once more first.
  const earlier = outboxNow();
  page.once('dialog', (asked) => void asked.accept());
  await page.getByRole('button', { name: 'Rattacher à la commande' }).click();
  await expect(page.getByText(/^Rétractation rattachée\s: la commande passe dans la liste/)).toBeVisible();
  await expectWithdrawnAndAcknowledged(page, {
    withdrawal,
    decided: 'rattachée à la commande',
    by: 'retractation.e2e@example.org',
    buyer,
    earlier,
  });
});

test('a withdrawal received by post is recorded with its postmark: withdrawn, the buyer acknowledged', async ({
  page,
}) => {
  test.slow();
  const { buyer, row } = await buyThenFindOrder(page, {
    prefix: 'Courrier',
    volunteer: 'courrier.e2e@example.org',
  });
  await row.getByRole('link').click();
  const earlier = outboxNow();
  // Sent empty, the field says what is missing and nothing is recorded.
  const record = page.getByRole('button', { name: 'Enregistrer la rétractation et prévenir l’acheteur' });
  await record.click();
  await expect(page.getByText(/quels articles le courrier nomme/).first()).toBeVisible();
  await page.getByLabel(/^Articles concernés/).fill('1 mug « Bazeilles 1870 »');
  await record.click();
  // The postmark too: without it, nothing is recorded and what was typed stays.
  await expect(page.getByText(/^Indiquez la date du cachet de la poste/).first()).toBeVisible();
  await expect(page.getByLabel(/^Articles concernés/)).toHaveValue('1 mug « Bazeilles 1870 »');
  await page.getByLabel(/^Date du cachet de la poste/).fill(parisToday());
  await record.click();
  const recorded = page.getByText(
    /^Rétractation RET-\d{4}-\d{6} enregistrée\s: la commande passe dans la liste/,
  );
  await expect(recorded).toBeVisible();
  const withdrawal = (await recorded.textContent())!.match(/RET-\d{4}-\d{6}/)![0];
  await expect(record).toHaveCount(0);
  await expectWithdrawnAndAcknowledged(page, {
    withdrawal,
    decided: 'reçue par courrier \\(cachet du [^)]+\\), enregistrée',
    by: 'courrier.e2e@example.org',
    buyer,
    earlier,
  });
});

test('the shop prepares three orders at once: one PDF of slips, then all shipped in one step', async ({
  page,
}) => {
  test.slow();
  const batch = `Lot${stamp()}`;
  const names = ['A', 'B', 'C'].map((letter) => `${batch}${letter}`);
  for (const lastName of names)
    await buyMugs(page, { firstName: 'Marie', lastName, email: `${lastName.toLowerCase()}@example.fr` });

  await signInAsVolunteer(page, 'expedition.e2e@example.org');
  await page
    .getByRole('navigation', { name: 'Menu de l’espace des bénévoles' })
    .getByRole('link', { name: 'Commandes' })
    .click();
  await searchTheList(page, batch);
  await expect(page.getByText('3 résultats', { exact: true })).toBeVisible();
  for (const checkbox of await page.getByRole('checkbox', { name: /^Choisir la commande/ }).all())
    await checkbox.check();
  await expect(page.getByText('3 commandes choisies.')).toBeVisible();

  // The three slips are one PDF, a page each, opened in the browser to print.
  const slips = await page.request.get(
    (await page.getByRole('link', { name: 'Ouvrir les bordereaux (PDF)' }).getAttribute('href'))!,
  );
  expect(slips.headers()['content-type']).toBe('application/pdf');
  expect(slips.headers()['content-disposition']).toBe('inline; filename="bordereaux-3-commandes.pdf"');
  expect((await slips.body()).subarray(0, 5).toString()).toBe('%PDF-');

  const form = page.getByRole('region', { name: 'Expédier les commandes choisies' });
  await form.getByLabel(/^Transporteur/).fill('La Poste');
  const numbers = await form.getByLabel(/^Numéro de suivi de/).all();
  for (const [index, field] of numbers.entries()) await field.fill(`6A${batch.slice(-8)}${index}`);
  expect(await seriousViolations(page)).toEqual([]);
  const earlier = outboxNow();
  await form
    .getByRole('button', { name: 'Marquer les 3 commandes expédiées et prévenir les acheteurs' })
    .click();
  await expect(
    page.getByText(/^3 commandes expédiées\s:\schaque acheteur est prévenu par courriel\.$/),
  ).toBeVisible();
  await expect(page.getByText('Aucun résultat')).toBeVisible();
  await expect
    .poll(() => newMail(earlier, (mail) => mail.includes(`6A${batch.slice(-8)}`)).length, { timeout: 15_000 })
    .toBe(3);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await seriousViolations(page)).toEqual([]);
});

test('the treasurer refunds an order from the space with its reason, which the order then shows', async ({
  page,
}) => {
  test.slow();
  const lastName = `Rembourse${stamp()}`;
  const buyer = `${lastName.toLowerCase()}@example.fr`;
  const beforePurchase = outboxNow();
  await buyMugs(page, { firstName: 'Marie', lastName, email: buyer });
  // The confirmation is a durable medium: the terms of sale travel with it, as a PDF.
  await expect
    .poll(
      () =>
        newMail(
          beforePurchase,
          (mail) => mail.includes(`To: ${buyer}`) && mail.includes('conditions-generales-de-vente.pdf'),
        ).length,
      { timeout: 15_000 },
    )
    .toBe(1);

  await signInAsVolunteer(page, 'remboursement.e2e@example.org');
  await page
    .getByRole('navigation', { name: 'Menu de l’espace des bénévoles' })
    .getByRole('link', { name: 'Commandes' })
    .click();
  await searchTheList(page, buyer);
  await page
    .getByRole('row')
    .filter({ hasText: `Marie ${lastName}` })
    .getByRole('link')
    .click();
  await expect(page.getByRole('heading', { level: 2, name: /^Commande / })).toBeVisible();
  page.on('dialog', (dialog) => void dialog.accept());
  // Without a reason, the server says what is missing, beside a form that kept nothing to lose.
  await page.getByRole('button', { name: 'Rembourser la commande' }).click();
  await expect(page.getByText(/pourquoi la commande est remboursée/)).toBeVisible();
  await page.getByLabel(/^Motif du remboursement(?! partiel)/).fill('article rendu abîmé');
  await page.getByRole('button', { name: 'Rembourser la commande' }).click();
  await expect(
    page.getByText('Commande remboursée : l’acheteur et l’association sont prévenus.'),
  ).toBeVisible();
  // Reloaded, the order still tells its story.
  await page.reload();
  await expect(page.getByText('article rendu abîmé')).toBeVisible();
  await expect(page.getByText('remboursement.e2e@example.org', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rembourser la commande' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the shop gives back one of two mugs: the buyer is told the amount, the order keeps the rest', async ({
  page,
}) => {
  test.slow();
  const { buyer, row } = await buyThenFindOrder(page, {
    prefix: 'Partiel',
    volunteer: 'partiel.e2e@example.org',
    mugs: 2,
  });
  await row.getByRole('link').click();
  // The panel the heading opens.
  const part = page.getByRole('heading', { name: 'Rembourser une partie' }).locator('xpath=..');
  await expect(part).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  page.on('dialog', (dialog) => void dialog.accept());
  // With the keyboard alone: the count, the reason, then the button.
  const count = part.getByLabel(/^Mug.+Bazeilles 1870.+: nombre à rembourser \(2 au plus\)/);
  await count.focus();
  await page.keyboard.type('1');
  await expect(part.getByText(/^Montant à rembourser/)).toHaveText(/^Montant à rembourser\s:\s\d+,\d\d\s€$/);
  await page.keyboard.press('Tab');
  await expect(part.getByRole('checkbox', { name: /frais d’envoi/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('un mug arrivé cassé');
  const before = outboxNow();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(/remboursés sur la commande\s: l’acheteur et l’association sont prévenus\.$/),
  ).toBeVisible();
  const toBuyer = () => newMail(before, (text) => text.includes(`To: ${buyer}`));
  await expect.poll(() => toBuyer().length, { timeout: 15_000 }).toBe(1);
  expect(toBuyer()[0]).toMatch(/vous rembourser 13,00\s€ sur votre commande CMD-/);
  expect(toBuyer()[0]).toMatch(/1 × Mug.+Bazeilles 1870.+: 13,00\s€/);
  // Reloaded: the part is listed, one mug is left to give back, the whole refund says the rest.
  await page.reload();
  await expect(page.getByText(/un mug arrivé cassé/)).toBeVisible();
  await expect(part.getByLabel(/\(1 au plus\)/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Rembourser le reste de la commande/ })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Remboursés' })).toBeVisible();
});

test('a new member is given the next number from the space, and mailed the attestation bearing it', async ({
  page,
}) => {
  test.slow();
  const lastName = `Adherent${stamp()}`;
  const email = `${lastName.toLowerCase()}@example.fr`;
  // Found by part of the name, as a volunteer remembers it.
  await payThenListMemberships(
    page,
    { lastName, email },
    'adhesions.e2e@example.org',
    lastName.slice(4).toUpperCase(),
  );
  await expect(page.getByText('1 résultat', { exact: true })).toBeVisible();
  // The searched list on a phone: each row a card, nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
  const row = page.getByRole('row').filter({ hasText: `Marie ${lastName}` });
  await expect(row.getByText('à attribuer')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await row.getByRole('link').click();
  await expect(page.getByText('20 mai 1962 à Brest')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const earlier = outboxNow();
  await page.getByRole('button', { name: 'Attribuer le numéro suivant' }).click();
  const confirmation = page.getByText(
    /^Numéro \d+ attribué\s:\sl’adhérent reçoit son attestation par courriel\.$/,
  );
  await expect(confirmation).toBeVisible();
  const number = /Numéro (\d+)/.exec((await confirmation.textContent()) ?? '')![1]!;
  await expect(page.getByRole('button', { name: 'Attribuer le numéro suivant' })).toHaveCount(0);
  await expect
    .poll(
      () =>
        newMail(earlier, (mail) => mail.includes(`To: ${email}`) && mail.includes('application/pdf')).length,
      {
        timeout: 15_000,
      },
    )
    .toBe(1);

  // A correction is a new attestation, with its reason, mailed to the member; the earlier one stays.
  const beforeCorrection = outboxNow();
  await page.getByLabel(/^Ce que corrige le nouveau document/).fill('adresse postale corrigée');
  await page.getByRole('button', { name: 'Émettre le document rectificatif' }).click();
  await expect(
    page.getByText(/^Attestation rectifiée établie et envoyée\s:\selle annule et remplace la précédente\.$/),
  ).toBeVisible();
  await expect
    .poll(
      () =>
        newMail(
          beforeCorrection,
          (mail) => mail.includes(`To: ${email}`) && mail.includes('adresse postale corrigée'),
        ).length,
      { timeout: 15_000 },
    )
    .toBe(1);
  expect(await seriousViolations(page)).toEqual([]);

  // The member's name was written wrong: corrected beside the membership, a new attestation bears it.
  // With the keyboard alone, from the form before it: each stop focused and visibly so, then Enter.
  const beforeName = outboxNow();
  await expect(page.getByLabel(/^Nom/)).toHaveValue(lastName);
  await page.getByLabel(/^Ce que corrige le nouveau document/).focus();
  await tabTo(page, page.getByRole('button', { name: 'Émettre le document rectificatif' }));
  await tabTo(page, page.getByRole('textbox', { name: /^Prénom/ }));
  await tabTo(page, page.getByRole('textbox', { name: /^Nom/ }));
  await page.keyboard.press('End');
  await page.keyboard.type('-Roux');
  await tabTo(page, page.getByRole('textbox', { name: /^Motif de la correction/ }));
  await page.keyboard.type('Nom d’usage oublié');
  await tabTo(page, page.getByRole('button', { name: 'Corriger le nom et renvoyer l’attestation' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(/^Nom corrigé\s:\sune nouvelle attestation le porte, envoyée à l’adhérent\./),
  ).toBeVisible();
  await expect(page.getByText(`Marie ${lastName}-Roux`, { exact: true })).toBeVisible();
  await expect(page.getByText(/par adhesions\.e2e@example\.org\s: Nom d’usage oublié$/)).toBeVisible();
  await expect
    .poll(
      () =>
        newMail(beforeName, (mail) => mail.includes(`To: ${email}`) && mail.includes('Nom d’usage oublié'))
          .length,
      { timeout: 15_000 },
    )
    .toBe(1);
  expect(await seriousViolations(page)).toEqual([]);

  // Its number is corrected only to one a member was given: any other is refused with its reason,
  // and the form keeps what was typed.
  const numberField = page.getByLabel(/^Numéro que porte déjà l’adhérent/);
  await expect(numberField).toHaveValue(number);
  await numberField.fill('999999');
  await page.getByLabel(/^Motif du changement de numéro/).fill('Doublon supposé');
  await page.getByRole('button', { name: 'Corriger le numéro et renvoyer l’attestation' }).click();
  await expect(page.getByText(/^Aucun adhérent n’a reçu le numéro 999999\s:/)).toBeVisible();
  await expect(numberField).toHaveValue('999999');
  await expect(page.getByLabel(/^Motif du changement de numéro/)).toHaveValue('Doublon supposé');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Retour à la liste' }).click();
  await searchTheList(page, lastName);
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: `Marie ${lastName}-Roux` })
      .getByRole('cell', { name: number, exact: true }),
  ).toBeVisible();
});

test('a tour request is confirmed from the space with a guide, then cancelled, the visitor mailed each time', async ({
  page,
}) => {
  test.slow();
  const lastName = `Groupe${stamp()}`;
  const email = `${lastName.toLowerCase()}@example.fr`;
  await page.goto(paths.guidedTour);
  await page.getByLabel('Prénom').fill('Jean');
  await page.getByLabel('Nom', { exact: true }).fill(lastName);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Indicatif téléphonique').selectOption({ label: 'France (+33)' });
  await page.getByLabel('Téléphone').fill('0612345678');
  const visitDay = bookableDay(14);
  await page.getByLabel('Date souhaitée').fill(visitDay);
  await page.getByLabel('Heure souhaitée').fill('14:30');
  await page.getByLabel('Nombre de personnes').fill('24');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Demande de visite guidée envoyée' }),
  ).toBeVisible();

  await signInAsVolunteer(page, 'visites.e2e@example.org');
  await page
    .getByRole('navigation', { name: 'Menu de l’espace des bénévoles' })
    .getByRole('link', { name: 'Visites guidées' })
    .click();
  await searchTheList(page, lastName);
  const row = page.getByRole('row').filter({ hasText: lastName });
  await expect(row).toContainText(`${frenchDayOf(visitDay)} à 14 h 30`);
  expect(await seriousViolations(page)).toEqual([]);
  await row.getByRole('link').click();
  await expect(page.getByLabel(/^Date de la visite/)).toHaveValue(visitDay);
  expect(await seriousViolations(page)).toEqual([]);

  const earlier = outboxNow();
  await page.getByLabel(/^Guide/).fill('Paul Guide');
  await page.getByRole('button', { name: 'Confirmer et prévenir le visiteur' }).click();
  await expect(
    page.getByText('Visite confirmée : le visiteur reçoit un courriel avec l’invitation pour son agenda.'),
  ).toBeVisible();
  await expect
    .poll(
      () =>
        newMail(earlier, (mail) => mail.includes(`To: ${email}`) && mail.includes('text/calendar')).length,
      {
        timeout: 15_000,
      },
    )
    .toBe(1);
  await page.getByRole('link', { name: 'Retour à la liste' }).click();
  await page.getByRole('link', { name: 'Calendrier des visites confirmées' }).click();
  await searchTheList(page, lastName);
  await expect(page.getByRole('row').filter({ hasText: lastName })).toContainText('Paul Guide');
  expect(await seriousViolations(page)).toEqual([]);
  // The list taken away as a spreadsheet: the file holds the confirmed visit.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Exporter cette vue (CSV)' }).click(),
  ]);
  expect(fs.readFileSync((await download.path())!, 'utf8')).toContain(lastName);

  // Each view of a person's details is in the journal, with who viewed it, and so is each file.
  await page.getByRole('link', { name: 'Journal des consultations' }).click();
  await expect(
    page.getByRole('row').filter({ hasText: 'demande de visite consultée' }).first(),
  ).toContainText('visites.e2e@example.org');
  await expect(page.getByRole('row').filter({ hasText: download.suggestedFilename() }).first()).toContainText(
    /liste exportée, \d+ lignes?/,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await seriousViolations(page)).toEqual([]);

  // The museum closes that day after all: the visit is cancelled beside its confirmation, the visitor
  // mailed the reason and the calendar's cancellation.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page
    .getByRole('navigation', { name: 'Menu de l’espace des bénévoles' })
    .getByRole('link', { name: 'Visites guidées' })
    .click();
  await page.getByRole('link', { name: 'Calendrier des visites confirmées' }).click();
  await searchTheList(page, lastName);
  await page.getByRole('row').filter({ hasText: lastName }).getByRole('link').click();
  const beforeCancel = outboxNow();
  await page.getByLabel(/^Motif de l’annulation/).fill('Le musée sera fermé ce jour-là pour travaux.');
  await page.getByRole('button', { name: 'Annuler la visite et prévenir le visiteur' }).click();
  await expect(
    page.getByText(/^Visite annulée\s: le visiteur reçoit le motif et l’annulation pour son agenda\.$/),
  ).toBeVisible();
  await expect(page.getByText(/par visites\.e2e@example\.org$/)).toHaveCount(2);
  await expect
    .poll(
      () =>
        newMail(
          beforeCancel,
          (mail) =>
            mail.includes(`To: ${email}`) && mail.includes('text/calendar') && mail.includes('pour travaux'),
        ).length,
      { timeout: 15_000 },
    )
    .toBe(1);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the treasurer finds a donation, corrects its donor, and sends the new receipt from the year’s list', async ({
  page,
}) => {
  test.slow();
  const lastName = `Donateur${stamp()}`;
  await fillDonation(page, lastName, '80');
  await page.getByRole('button', { name: 'Je fais un don' }).click();
  await page.getByRole('button', { name: 'Payer', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre don !' })).toBeVisible();

  await signInAsVolunteer(page, 'tresorerie.e2e@example.org');
  // The first screen: the year at a glance, the treasurer's parts only, readable on a phone too.
  await expect(
    page.getByRole('heading', { level: 2, name: /^L’année \d{4} en un coup d’œil$/ }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dons' })).toContainText(/\d+ dons? cette année/);
  await expect(page.getByRole('region', { name: 'Visites guidées' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 844 });
  const menu = page.getByRole('navigation', { name: 'Menu de l’espace des bénévoles' });
  await expect(menu.getByRole('link')).toHaveText(['Commandes', 'Adhésions', 'Dons', 'Reçus fiscaux']);
  await menu.getByRole('link', { name: 'Dons' }).click();
  await searchTheList(page, lastName);
  const donation = page.getByRole('row').filter({ hasText: `Paul ${lastName}` });
  // Its receipt is issued once the payment is confirmed (the list is read again on each visit).
  await expect(async () => {
    await page.reload();
    await expect(donation.getByText(/^\d{4}-\d{5}$/)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const firstNumber = (await donation.getByText(/^\d{4}-\d{5}$/).textContent())!;
  await donation.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 2, name: /^Don DON-/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'En vigueur' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The donor's name was written wrong: corrected beside the donation, a new receipt replaces the first.
  await expect(page.getByLabel(/^Nom/)).toHaveValue(lastName);
  await page.getByLabel(/^Nom/).fill(`${lastName}-Martin`);
  await page.getByLabel(/^Motif de la correction/).fill('Nom composé mal écrit');
  await page.getByRole('button', { name: 'Corriger le donateur et renvoyer son reçu' }).click();
  const corrected = page.getByText(
    /^Donateur corrigé\s: le reçu \d{4}-\d{5} le remplace, envoyé au donateur\.$/,
  );
  await expect(corrected).toBeVisible();
  const receiptNumber = /\d{4}-\d{5}/.exec((await corrected.textContent())!)![0];
  await expect(page.getByRole('cell', { name: `Remplacé par le n° ${receiptNumber}` })).toBeVisible();
  await expect(page.getByRole('cell', { name: `En vigueur (remplace le n° ${firstNumber})` })).toBeVisible();
  await expect(page.getByText(/par tresorerie\.e2e@example\.org\s: Nom composé mal écrit$/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await menu.getByRole('link', { name: 'Reçus fiscaux' }).click();
  await searchTheList(page, receiptNumber);
  const before = outboxNow();
  await page.getByRole('button', { name: `Renvoyer le reçu n° ${receiptNumber}` }).click();
  await expect(page.getByText('Document renvoyé par courriel.')).toBeVisible();
  await expect
    .poll(() => newMail(before, (mail) => mail.includes('To: paul@example.fr')).length, { timeout: 15_000 })
    .toBe(1);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await seriousViolations(page)).toEqual([]);
});

test('an application read in the space, its CV downloaded: the journal names the piece, not its file', async ({
  page,
}) => {
  test.slow();
  const lastName = `Candidat${stamp()}`;
  // The applicant names their CV as applicants do: after themselves.
  const resume = {
    name: `CV Jeanne ${lastName}.pdf`,
    mimeType: 'application/pdf',
    buffer: fs.readFileSync(RESUME),
  };
  await page.goto(paths.workAtMuseum);
  await page.getByLabel('Prénom').fill('Jeanne');
  await page.getByLabel('Nom', { exact: true }).fill(lastName);
  await page.getByLabel('Adresse e-mail').fill(`${lastName.toLowerCase()}@example.fr`);
  await page.getByLabel('Téléphone').fill('0611223344');
  await page
    .getByLabel('Lettre de motivation', { exact: true })
    .fill('Guide conférencière, je souhaite rejoindre le musée.');
  await page.getByLabel('CV', { exact: true }).setInputFiles(resume);
  await page.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expect(page.getByRole('status')).toHaveText('Message envoyé avec succès !');

  await signInAsVolunteer(page, 'candidatures.e2e@example.org');
  const menu = page.getByRole('navigation', { name: 'Menu de l’espace des bénévoles' });
  await menu.getByRole('link', { name: 'Candidatures' }).click();
  await searchTheList(page, lastName);
  const row = page.getByRole('row').filter({ hasText: lastName });
  const reference = (await row.getByRole('link').textContent())!;
  expect(reference).toMatch(/^CAND-\d+$/);
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 2, name: `Candidature ${reference}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: new RegExp(`^Télécharger CV Jeanne ${lastName}\\.pdf`) }).click(),
  ]);
  expect(fs.readFileSync((await download.path())!).equals(resume.buffer)).toBe(true);
  await page.getByRole('button', { name: 'Marquer comme traité' }).click();
  await expect(page.getByText('Traité par')).toBeVisible();

  await menu.getByRole('link', { name: 'Journal des consultations' }).click();
  await searchTheList(page, reference);
  await expect(page.getByRole('row').filter({ hasText: 'fichier téléchargé' })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: 'fichier téléchargé' })).toContainText(
    /fichier téléchargé\s:\sCV/,
  );
  // Opened, then read again once marked handled: each reading is a line.
  await expect(page.getByRole('row').filter({ hasText: 'candidature consultée' }).first()).toBeVisible();
  // The journal outlives the application a year: it never holds the name the applicant gave their file.
  await expect(page.getByRole('main')).not.toContainText(lastName);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a person’s data erased on request from the space: their message is gone, the journal says so without naming them', async ({
  page,
}) => {
  test.slow();
  const lastName = `Effacement${stamp()}`;
  const email = `${lastName.toLowerCase()}@example.fr`;
  // The same mailbox written otherwise (a sub-address), for a second message.
  const otherWay = `${lastName.toLowerCase()}+musee@example.fr`;
  for (const [address, message] of [
    [email, 'Merci de ne plus garder mes coordonnées après ma visite.'],
    [otherWay, 'Je vous écris de nouveau au sujet de ma visite.'],
  ] as const)
    await sendMuseumMessage(page, { firstName: 'Claire', lastName, email: address, message });

  await signInAsVolunteer(page, 'effacement.e2e@example.org');
  const menu = page.getByRole('navigation', { name: 'Menu de l’espace des bénévoles' });
  await menu.getByRole('link', { name: 'Messages adressés au musée' }).click();
  await searchTheList(page, lastName);
  await expect(page.getByRole('row').filter({ hasText: lastName })).toHaveCount(2);
  // Each message opened once: the journal has a line on each, found again by its address.
  for (const row of [0, 1]) {
    await page.getByRole('row').filter({ hasText: lastName }).nth(row).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 2, name: /^Message MSG-/ })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('row').filter({ hasText: lastName })).toHaveCount(2);
  }

  await menu.getByRole('link', { name: 'Données personnelles' }).click();
  await page.getByLabel('Adresse e-mail de la personne').fill(email);
  await page.getByRole('button', { name: 'Chercher' }).click();
  await expect(
    page.getByRole('heading', { level: 3, name: `Ce que le site garde de ${email}` }),
  ).toBeVisible();
  // Who viewed what of theirs: the message of this address, opened once, and this search.
  const views = page.getByRole('table', { name: 'Consultations de ses données' });
  await expect(views.getByRole('row').filter({ hasText: 'message consulté' })).toHaveCount(1);
  await expect(views.getByRole('row').filter({ hasText: 'données d’une personne recherchées' })).toHaveCount(
    1,
  );
  await expect(views).toContainText('effacement.e2e@example.org');
  // A copy of what the site holds under this address, to send them: their message, not the other one.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Télécharger une copie de ses données (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('donnees-personnelles.json');
  const copy = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
  expect(copy.messages.map((message: { message: string }) => message.message)).toEqual([
    'Merci de ne plus garder mes coordonnées après ma visite.',
  ]);
  // The other way of writing the mailbox is named, and searched from its button.
  await expect(
    page.getByRole('heading', { level: 4, name: 'La même boîte aux lettres, écrite autrement' }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: `Chercher ${otherWay}` }).click();
  await expect(
    page.getByRole('heading', { level: 3, name: `Ce que le site garde de ${otherWay}` }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: `Chercher ${email}` })).toBeVisible();
  // Each address is erased on its own, once searched: the other way of writing it, then the one named.
  const eraseShown = async () => {
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Effacer les données de cette personne' }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'Effacement fait' })).toBeVisible();
    await expect(page.getByText(/^Rien\s: tout peut être effacé\.$/)).toBeVisible();
  };
  await eraseShown();
  await page.getByLabel('Adresse e-mail de la personne').fill(email);
  await page.getByRole('button', { name: 'Chercher', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 3, name: `Ce que le site garde de ${email}` }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'La même boîte aux lettres, écrite autrement' }),
  ).toHaveCount(0);
  await eraseShown();

  await menu.getByRole('link', { name: 'Messages adressés au musée' }).click();
  await searchTheList(page, lastName);
  await expect(page.getByRole('row').filter({ hasText: lastName })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Journal des consultations' }).click();
  const erasure = page.getByRole('row').filter({ hasText: 'données d’une personne effacées' }).first();
  await expect(erasure).toContainText(/PERS-[0-9A-F]{12}/);
  await expect(erasure).not.toContainText(email);
  expect(
    queryDatabase((db) =>
      db.prepare('SELECT COUNT(*) AS n FROM contact_messages WHERE email IN (?, ?)').get(email, otherWay),
    ),
  ).toEqual({
    n: 0,
  });
});

test('a member who changed their address is erased under the new one, with what their old one received until then', async ({
  page,
}) => {
  test.slow();
  const lastName = `Demenagement${stamp()}`;
  const [before, after] = [`${lastName.toLowerCase()}@example.fr`, `${lastName.toLowerCase()}@exemple.org`];
  await fillMembership(page, lastName);
  await page.getByLabel('Adresse e-mail').fill(before);
  await payMembership(page);

  // The member gives their new address in their space, then confirms it from the link mailed there.
  await signInAsMember(page, before);
  const sent = outboxNow();
  await page.getByLabel('Nouvelle adresse e-mail').fill(after);
  await page.getByRole('button', { name: 'Recevoir le lien de confirmation' }).click();
  await expect(
    page.getByText('Un lien de confirmation vient d’être envoyé à la nouvelle adresse.'),
  ).toBeVisible();
  await page.goto(await linkMailedTo(sent, after, /https?:\/\/\S+\/adherents\/adresse\?jeton=[\w-]+/));
  await page.getByRole('button', { name: 'Confirmer ma nouvelle adresse' }).click();
  await expect(page.getByText('Votre nouvelle adresse e-mail est enregistrée.')).toBeVisible();
  const mailsTo = (address: string) =>
    queryDatabase((db) =>
      db.prepare('SELECT COUNT(*) AS n FROM mail_queue WHERE recipient = ?').get(address),
    );
  // Their confirmation, their sign-in link and the notice of the change went to the old address.
  expect(mailsTo(before)).toEqual({ n: 3 });

  await signInAsVolunteer(page, 'effacement.e2e@example.org');
  const menu = page.getByRole('navigation', { name: 'Menu de l’espace des bénévoles' });
  await menu.getByRole('link', { name: 'Données personnelles' }).click();
  // The person writes from the address they left: the search leads to the one they use now.
  await page.getByLabel('Adresse e-mail de la personne').fill(before);
  await page.getByRole('button', { name: 'Chercher', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 4, name: 'Adresse actuelle de cet adhérent' }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // On a phone, the long addresses break inside the panel rather than run past its edge.
  await page.setViewportSize({ width: 390, height: 844 });
  const panel = page.locator('section').filter({ hasText: 'Adresse actuelle de cet adhérent' }).last();
  expect(await panel.evaluate((section) => section.scrollWidth - section.clientWidth)).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: `Chercher ${after}` }).click();
  await expect(
    page.getByRole('heading', { level: 3, name: `Ce que le site garde de ${after}` }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 4, name: 'Adresses précédentes de cet adhérent' }),
  ).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: `${before}, jusqu’au ` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Effacer les données de cette personne' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Effacement fait' })).toBeVisible();

  // No mail to the old address is left; the paid membership stays, under the address that paid.
  expect(mailsTo(before)).toEqual({ n: 0 });
  expect(
    queryDatabase((db) =>
      db.prepare("SELECT COUNT(*) AS n FROM payments WHERE email = ? AND status = 'paid'").get(before),
    ),
  ).toEqual({ n: 1 });
});
