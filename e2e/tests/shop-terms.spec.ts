import { paths } from '@mtdm/shared/routing';
import { expect, test } from '../support/fixtures';
import { newMail, outboxNow } from '../support/outbox';
import { seriousViolations } from '../support/page-checks';
import { buyMugs } from '../support/shop-checkout';

test.describe('terms of sale', () => {
  test('12 numbered articles reachable from the table of contents, also at /pages/cgv', async ({ page }) => {
    await page.goto('/pages/cgv');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Conditions générales de vente' }),
    ).toBeVisible();
    const toc = page.getByRole('navigation', { name: /Sommaire/ });
    await expect(toc.getByRole('link', { name: /^Article \d+ – / })).toHaveCount(12);
    await toc.getByRole('link', { name: /^Article 12 – / }).click();
    await expect(page).toHaveURL(/#article-12$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Article 12 – Litiges et médiation' }),
    ).toBeInViewport();
    await expect(page.getByText(/Draguignan/)).toBeVisible();
  });

  test('online withdrawal: short form, confirmation step, acknowledgement with date and time', async ({
    page,
  }) => {
    await page.goto(paths.termsOfSale);
    const entry = page.getByRole('button', { name: 'Se rétracter' });
    await entry.click();
    const dialog = page.getByRole('dialog', { name: 'Se rétracter du contrat' });
    await expect(dialog.getByLabel('Référence de la commande')).toHaveAccessibleDescription(
      /^Elle commence par CMD- et figure dans l’e-mail de confirmation de votre commande\./,
    );
    await dialog.getByLabel('Référence de la commande').fill('sbx_test_commande');
    await dialog.getByLabel('Prénom').fill('Claire');
    await dialog.getByLabel('Nom', { exact: true }).fill('Bernard');
    await dialog.getByLabel('Adresse e-mail').fill('claire.bernard@example.fr');
    await dialog.getByLabel('Articles concernés par la rétractation').fill('Mug « Bazeilles 1870 »');
    await dialog.getByRole('button', { name: 'Continuer' }).click();
    await expect(
      dialog.getByRole('heading', { name: 'Vérifiez puis confirmez votre rétractation' }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirmer la rétractation' }).click();
    await expect(
      dialog.getByRole('heading', { name: 'Accusé de réception de votre rétractation' }),
    ).toBeVisible();
    await expect(dialog).toContainText(/reçue le \d{1,2}(?:er)? \S+ \d{4} à \d{2} h \d{2}/);
    await expect(dialog).toContainText(/RET-\d{4}-\d{6}/);
    // No order has that reference: no mail to the address typed, the association checks and answers.
    await expect(dialog).toContainText('Nous n’avons pas retrouvé de commande');
    await dialog.getByRole('button', { name: 'Fermer', exact: true }).last().click();
    await expect(dialog).toBeHidden();
  });

  test('a buyer who types their address another way is still known, and answered at the order’s', async ({
    page,
  }) => {
    test.slow();
    const lastName = `Boite${Date.now()}`;
    const buyer = `claire.${lastName.toLowerCase()}@example.fr`;
    const reference = await buyMugs(page, { firstName: 'Claire', lastName, email: buyer });
    expect(reference).toMatch(/^CMD-/);

    await page.goto(paths.termsOfSale);
    await page.getByRole('button', { name: 'Se rétracter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Se rétracter du contrat' });
    await dialog.getByLabel('Référence de la commande').fill(reference);
    await dialog.getByLabel('Prénom').fill('Claire');
    await dialog.getByLabel('Nom', { exact: true }).fill(lastName);
    // A sub-address and the domain in capitals: the same mailbox as the order's.
    const typed = buyer.replace('@example.fr', '+retour@EXAMPLE.FR');
    await dialog.getByLabel('Adresse e-mail').fill(typed);
    await dialog.getByLabel('Articles concernés par la rétractation').fill('Mug « Bazeilles 1870 »');
    await dialog.getByRole('button', { name: 'Continuer' }).click();
    const before = outboxNow();
    await dialog.getByRole('button', { name: 'Confirmer la rétractation' }).click();
    await expect(dialog).toContainText(
      'Cet accusé de réception vous est également envoyé par e-mail, à l’adresse enregistrée pour cette commande.',
    );
    expect(await seriousViolations(page)).toEqual([]);
    // Written to the address the order was paid with, never to the one typed.
    const mailsTo = (address: string) =>
      newMail(before, (text) =>
        text.split(/\r?\n/).some((line) => line.toLowerCase() === `to: ${address.toLowerCase()}`),
      );
    await expect.poll(() => mailsTo(buyer).length, { timeout: 15_000 }).toBe(1);
    expect(mailsTo(buyer)[0]).toContain(reference);
    expect(mailsTo(typed)).toEqual([]);
  });
});
