// A member of the association in Chromium: joins through the membership form, asks for a sign-in
// link on /pages/Login, opens it from the outbox, sees their membership, renews in one step through
// the sandbox provider, downloads the new attestation and corrects their details. The steps are timed
// for the record.
import fs from 'node:fs';
import { paths } from '@mtdm/shared/routing';
import { readPdf } from '../../api/src/__tests__/support/pdf-text';
import { signInAsMember } from '../support/member-sign-in';
import { queryDatabase } from '../support/database';
import { seriousViolations } from '../support/page-checks';
import { fillDonation, fillMembership, payMembership } from '../support/payment-forms';
import { expect, test } from '../support/fixtures';

test('signed out, the member area’s session check ends without an error: the page settles on its sign-in form', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const checked = page.waitForEvent('requestfinished', {
    predicate: (request) => request.url().endsWith('/api/adherents/session'),
    timeout: 10_000,
  });
  await page.goto(paths.memberArea);
  const answer = await (await checked).response();
  expect(answer?.status()).toBe(200);
  expect(await answer?.json()).toEqual({ signedIn: false });
  await expect(page.getByLabel('Adresse e-mail de votre adhésion ou de votre don')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(consoleErrors, 'erreurs dans la console').toEqual([]);
});

test('a member signs in with the mailed link, renews in one step and downloads the new attestation', async ({
  page,
}) => {
  // Two payments, a PDF and the space checked by axe three times: about 15 s alone, twice that on
  // CI's two cores beside another worker (timed out there at 31 s).
  test.slow();
  // Joined first, through the membership form, as any member did.
  const lastName = `Membre${Date.now()}`;
  await fillMembership(page, lastName);
  await payMembership(page);

  const steps: string[] = [];
  const started = Date.now();
  const step = (name: string) => steps.push(`${name} : ${((Date.now() - started) / 1000).toFixed(1)} s`);

  await signInAsMember(page, 'marie@example.fr');
  expect(await seriousViolations(page)).toEqual([]);
  step('espace ouvert depuis le lien');

  await page.getByRole('button', { name: 'Renouveler et payer' }).click();
  await expect(page).toHaveURL(/\/sandbox-payments\//);
  await page.getByRole('button', { name: 'Payer', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Adhésion réussie !' })).toBeVisible();
  step('renouvellement payé');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Télécharger mon attestation' }).click(),
  ]);
  expect(readPdf(fs.readFileSync(await download.path())).flat).toContain(`Marie ${lastName}`);
  step('attestation téléchargée');

  // Signed in, the sign-in page leads to the member's own pages.
  await page.goto(paths.memberArea);
  await page.getByRole('link', { name: 'Ouvrir mon espace adhérent' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Vos adhésions' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expect(page.getByText('attribué prochainement par l’association').first()).toBeVisible();
  await expect(page.getByLabel('Type d’adhésion').locator('option').first()).toHaveText(
    /^Individuel — 20,00\s€ par an$/,
  );

  // The details corrected from the keyboard: a refused postcode is said beside its field, which takes
  // the focus, and nothing is sent until it is right.
  const postcode = page.getByLabel('Code postal');
  const kept = await postcode.inputValue();
  await postcode.fill('8');
  await postcode.press('Enter');
  await expect(postcode).toBeFocused();
  await expect(postcode).toHaveAccessibleDescription(/Le code postal n’est pas valide/);
  expect(await seriousViolations(page)).toEqual([]);
  await postcode.fill(kept);
  await postcode.press('Enter');
  await expect(page.getByText('Vos coordonnées sont à jour.')).toBeVisible();
  await expect(postcode).not.toHaveAttribute('aria-invalid', 'true');
  console.info(`Du lien au renouvellement payé, en ${steps.length} étapes : ${steps.join(' ; ')}`);
});

test('a couple sharing one address: both greeted, each card named, each correcting and renewing their own', async ({
  page,
}) => {
  test.slow();
  const lastName = `Foyer${Date.now()}`;
  const email = `${lastName.toLowerCase()}@example.fr`;
  await fillMembership(page, lastName, { firstName: 'Marie', email });
  await payMembership(page);
  await fillMembership(page, lastName, { firstName: 'Paul', email });
  await payMembership(page);

  await signInAsMember(page, email);
  await expect(
    page.getByText(`Bonjour Paul ${lastName} et Marie ${lastName}, voici votre espace adhérent.`),
  ).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: `Marie ${lastName}` })).toHaveCount(1);
  // A change of the address would move them both: its field says so, naming them.
  await expect(page.getByLabel('Nouvelle adresse e-mail')).toHaveAccessibleDescription(
    `Cette adresse est partagée par Paul ${lastName} et Marie ${lastName} : le changement vaudra pour chacun d’entre vous.`,
  );
  expect(await seriousViolations(page)).toEqual([]);

  // Each corrects their own details: Marie's telephone, chosen with the keyboard, leaves Paul's as it was.
  const whose = page.getByLabel('Coordonnées de');
  await whose.focus();
  await page.keyboard.press('ArrowDown');
  await expect(whose).toHaveValue(`marie ${lastName.toLowerCase()}`);
  await page.getByLabel('Téléphone').fill('+33698765432');
  await page.getByLabel('Téléphone').press('Enter');
  await expect(page.getByText('Vos coordonnées sont à jour.')).toBeVisible();
  expect(
    queryDatabase((db) =>
      db
        .prepare(
          `SELECT m.first_name AS firstName, c.mobile_number AS phone FROM memberships m
             JOIN member_contacts c ON c.payment_id = m.payment_id WHERE m.email = ? ORDER BY m.first_name`,
        )
        .all(email),
    ),
  ).toEqual([
    { firstName: 'Marie', phone: '+33698765432' },
    { firstName: 'Paul', phone: '+33612345678' },
  ]);

  // The renewal asks whose: Paul, who paid last, is offered first; Marie is chosen with the keyboard.
  const member = page.getByLabel('Adhérent qui renouvelle');
  await expect(member).toHaveValue(`paul ${lastName.toLowerCase()}`);
  // Signed in, Marie's reminder leads to her renewal, brought into view once the account is read.
  const mariesRenewal = `/adherents/?adherent=marie+${lastName.toLowerCase()}#renouveler`;
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto(mariesRenewal);
  await expect(member).toHaveValue(`marie ${lastName.toLowerCase()}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Renouveler mon adhésion' })).toBeInViewport();
  // Signed out, through the sign-in and its mailed link, back to it.
  await page.getByRole('button', { name: 'Me déconnecter' }).click();
  await expect(page).toHaveURL(/\/pages\/Login$/);
  await signInAsMember(page, email, {
    from: mariesRenewal,
    back: /\/adherents\/\?adherent=marie\+\w+#renouveler$/,
  });
  await expect(member).toHaveValue(`marie ${lastName.toLowerCase()}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Renouveler mon adhésion' })).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/adherents/');
  await expect(member).toHaveValue(`paul ${lastName.toLowerCase()}`);
  await member.focus();
  await page.keyboard.press('ArrowDown');
  await expect(member).toHaveValue(`marie ${lastName.toLowerCase()}`);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Type d’adhésion')).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Renouveler et payer' }).click();
  await page.getByRole('button', { name: 'Payer', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Adhésion réussie !' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Télécharger mon attestation' }).click(),
  ]);
  expect(readPdf(fs.readFileSync(await download.path())).flat).toContain(`Marie ${lastName}`);
});

test('a member who also gave finds the gift in their space and downloads its tax receipt, on a phone too', async ({
  page,
}) => {
  test.slow();
  const lastName = `Donateur${Date.now()}`;
  const email = `${lastName.toLowerCase()}@example.fr`;
  await fillMembership(page, lastName, { firstName: 'Paul', email });
  await payMembership(page);
  await fillDonation(page, lastName, '45', { email });
  await page.getByRole('button', { name: 'Je fais un don' }).click();
  await page.getByRole('button', { name: 'Payer', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre don !' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsMember(page, email);
  const gifts = page.getByRole('region', { name: 'Vos dons' });
  const receipt = gifts.getByRole('link', { name: 'Reçu fiscal (PDF)' });
  await expect(gifts.getByRole('article')).toHaveCount(1);
  await expect(gifts.getByRole('definition')).toHaveText([
    `Paul ${lastName}`,
    /^45,00\s€$/,
    /^\d{1,2}(er)? \S+ \d{4}$/,
  ]);
  await expect(receipt).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Reached from the keyboard, next after the membership's attestation.
  await page.getByRole('link', { name: 'Attestation d’adhésion (PDF)' }).focus();
  await page.keyboard.press('Tab');
  await expect(receipt).toBeFocused();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(readPdf(fs.readFileSync(await download.path())).flat).toContain(`Paul ${lastName}`);
  // A copy of all the site keeps under the address: the membership and the gift among it.
  const [copyFile] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('region', { name: 'Vos données' })
      .getByRole('link', { name: 'Télécharger mes données' })
      .click(),
  ]);
  expect(copyFile.suggestedFilename()).toBe('donnees-personnelles.json');
  const copy = JSON.parse(fs.readFileSync(await copyFile.path(), 'utf8'));
  expect(copy.adresse).toBe(email);
  expect(copy.paiements.map((payment: { kind: string }) => payment.kind).sort()).toEqual([
    'donation',
    'membership',
  ]);
});

test('a donor who never joined signs in to their gift and its receipt, and is shown the way to join', async ({
  page,
}) => {
  const lastName = `Donatrice${Date.now()}`;
  const email = `${lastName.toLowerCase()}@example.fr`;
  await fillDonation(page, lastName, '30', { email });
  await page.getByRole('button', { name: 'Je fais un don' }).click();
  await page.getByRole('button', { name: 'Payer', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre don !' })).toBeVisible();

  await signInAsMember(page, email);
  await expect(page.getByText(`Bonjour Paul ${lastName}, voici vos dons à l’association`)).toBeVisible();
  const gifts = page.getByRole('region', { name: 'Vos dons' });
  await expect(gifts.getByRole('definition')).toHaveText([
    `Paul ${lastName}`,
    /^30,00\s€$/,
    /^\d{1,2}(er)? \S+ \d{4}$/,
  ]);
  // Nothing of a member's: no memberships, renewal, details or change of address.
  for (const memberOnly of [
    'Vos adhésions',
    'Renouveler mon adhésion',
    'Mes coordonnées',
    'Changer d’adresse e-mail',
  ])
    await expect(page.getByRole('heading', { name: memberOnly })).toHaveCount(0);
  const join = page.getByRole('region', { name: 'Adhérer à l’association' });
  await expect(join.getByRole('link', { name: 'Devenir adhérent' })).toHaveAttribute(
    'href',
    paths.membership,
  );
  expect(await seriousViolations(page)).toEqual([]);
  // From the keyboard: the receipt, then the way to join.
  const receipt = gifts.getByRole('link', { name: 'Reçu fiscal (PDF)' });
  await receipt.focus();
  await page.keyboard.press('Tab');
  await expect(join.getByRole('link', { name: 'Devenir adhérent' })).toBeFocused();
  await receipt.focus();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(readPdf(fs.readFileSync(await download.path())).flat).toContain(`Paul ${lastName}`);
});
