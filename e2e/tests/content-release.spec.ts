// Volunteers publish content without a developer: a conference written in the browser editor (Decap
// CMS in its local mode, writing files through decap-server), sent as a content release over HTTP as
// the content pipeline does, live without any module rebuilt; a new product sold the same day.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { remoteModules, shellModule } from '@mtdm/shared/federation';
import { paths } from '@mtdm/shared/routing';
import { E2E_ASSOCIATION_DETAILS, E2E_DEPLOY_TOKENS, E2E_EDITOR_PORT } from '../playwright.config';
import { deployCopy } from '../support/builds';
import { contentFolder } from '../support/content';
import { expect, test } from '../support/fixtures';
import { newMail, outboxNow } from '../support/outbox';
import { fillDonation } from '../support/payment-forms';
import { openShopAt } from '../support/shop-catalogue';
import { fillBuyer, openCheckout } from '../support/shop-checkout';

const repoRoot = path.resolve(__dirname, '..', '..');
const CONFERENCE = 'Conférence : les marsouins à Madagascar';
const MUG = 'Mug du musée, édition Fréjus';

/** Every file of every module's builds with its modification time: a content release changes none. */
function buildTimes(): Record<string, number> {
  const times: Record<string, number> = {};
  for (const module of [shellModule, ...remoteModules].map((each) => each.folder))
    for (const top of ['dist', 'dist-server']) {
      const dir = path.join(repoRoot, module, top);
      for (const file of fs.readdirSync(dir, { recursive: true }).map(String))
        times[`${module}/${top}/${file}`] = fs.statSync(path.join(dir, file)).mtimeMs;
    }
  return times;
}

/** An editor's working copy: <root>/content, a copy of what the site publishes. */
function workingCopy(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-e2e-editor-'));
  fs.cpSync(contentFolder, path.join(root, 'content'), { recursive: true, dereference: true });
  return root;
}

test.describe.configure({ mode: 'serial' });

test.describe('content published without a developer', () => {
  let editorRoot: string;
  let decapServer: ChildProcess;

  test.beforeAll(async () => {
    editorRoot = workingCopy();
    // npm run content:edit, on the editor's working copy: decap-server behind its content/ filter.
    decapServer = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'content-edit.mjs')], {
      cwd: repoRoot,
      env: { ...process.env, CONTENT_EDIT_PORT: String(E2E_EDITOR_PORT), CONTENT_EDIT_ROOT: editorRoot },
      stdio: 'ignore',
    });
    // Ready when it answers its API.
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${E2E_EDITOR_PORT}/api/v1`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ action: 'info' }),
          }).then(
            (response) => response.status,
            () => 0,
          ),
        { timeout: 20_000 },
      )
      .toBe(200);
  });

  test.afterAll(() => {
    decapServer?.kill();
  });

  test('a conference written in the editor, with its poster and PDF, goes live without a rebuild', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const poster = path.join(editorRoot, 'affiche-madagascar.svg');
    fs.copyFileSync(
      path.join(contentFolder, 'media', 'images', 'news', '01-bazeilles-derniere-cartouche.svg'),
      poster,
    );
    const programme = path.join(editorRoot, 'programme-madagascar.pdf');
    fs.writeFileSync(programme, '%PDF-1.4\n% programme de la conférence\n');

    // The editor, in French, its fields labelled as the schemas say.
    await page.goto('/admin/#/collections/news/new');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByLabel('Titre').fill(CONFERENCE);
    await page.getByLabel('Date').fill('17 décembre 2026');
    await page.getByLabel('Heure (conférences)').fill('18:00');
    await page
      .getByLabel('Résumé')
      .fill('Une soirée consacrée à la colonne de 1895, archives du CHETOM à l’appui.');
    await page.getByRole('button', { name: 'Choisir une image' }).click();
    await page.locator('input[type=file]').setInputFiles(poster);
    await page.getByRole('button', { name: 'Choisir les éléments sélectionnés' }).click();
    await page.getByRole('button', { name: 'Choisir un fichier' }).click();
    await page.locator('input[type=file]').setInputFiles(programme);
    await page.getByRole('button', { name: 'Choisir les éléments sélectionnés' }).click();
    // Choices in French, by their labels (the files keep the values).
    await page.getByLabel('Page où paraît l’actualité').fill('Conférences');
    await page.keyboard.press('Enter');
    await page.getByLabel('Catégorie').fill('Association');
    await page.keyboard.press('Enter');
    await page.getByText('Conférence (optionnel)').click();
    await page.getByRole('button', { name: 'Publier' }).click();
    await page.getByText('Publier maintenant').click();
    await expect(page.getByText('Entrée enregistrée')).toBeVisible();

    // decap-server wrote the entry and its media into the working copy.
    const written = fs
      .readdirSync(path.join(editorRoot, 'content', 'news'))
      .filter((name) => name.includes('marsouins-a-madagascar'));
    expect(written).toHaveLength(1);
    expect(
      JSON.parse(fs.readFileSync(path.join(editorRoot, 'content', 'news', written[0]!), 'utf8')),
    ).toEqual({
      title: CONFERENCE,
      date: '17 décembre 2026',
      time: '18:00',
      description: 'Une soirée consacrée à la colonne de 1895, archives du CHETOM à l’appui.',
      image: 'images/news/affiche-madagascar.svg',
      pdfPath: 'documents/news/programme-madagascar.pdf',
      link: paths.conferences,
      category: 'association',
      conference: true,
    });

    // The content pipeline: the working copy sent as a content release.
    const builds = buildTimes();
    const sent = deployCopy({ root: editorRoot }, 'content', E2E_DEPLOY_TOKENS.content);
    expect(sent.exitCode, sent.output).toBe(0);
    expect(sent.output).toMatch(/content\s: version content-[0-9a-f]{12} en service\./);
    expect(buildTimes()).toEqual(builds);

    // In the pre-rendered HTML of the conferences, the home page and the association's news.
    for (const address of [paths.conferences, paths.home, paths.associationNews])
      expect(await (await request.get(address, { headers: { accept: 'text/html' } })).text()).toContain(
        CONFERENCE,
      );
    // The site search finds it: the release made the index again (served without JavaScript).
    const found = await (
      await request.get('/pages/Recherche?q=colonne+1895', { headers: { accept: 'text/html' } })
    ).text();
    expect(found).toContain(`${CONFERENCE}</a>`);
    // Its PDF, from the published media.
    const pdf = await request.get('/content/media/documents/news/programme-madagascar.pdf');
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).toString()).toContain('programme de la conférence');

    // After a navigation in the browser from a page that does not carry the news: fetched.
    await page.goto(paths.legalInformation);
    const fetched = page.waitForResponse((response) =>
      /\/content\/content-[0-9a-f]{12}\/news\.json$/.test(response.url()),
    );
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    if (await page.getByRole('button', { name: /menu/i }).first().isVisible())
      await page.getByRole('button', { name: /menu/i }).first().click();
    await menu.getByRole('button', { name: 'L’association' }).click();
    await menu.getByRole('link', { name: 'Ses conférences' }).click();
    expect((await fetched).status()).toBe(200);
    await expect(page.getByText(CONFERENCE).first()).toBeVisible();

    // Its calendar file, made from the published entry.
    const ics = page.getByRole('link', { name: `Ajouter à mon agenda : ${CONFERENCE}` });
    const href = (await ics.getAttribute('href')) ?? '';
    const calendar = decodeURIComponent(href.replace(/^data:text\/calendar;charset=utf-8,/, ''));
    expect(calendar).toContain(`SUMMARY:${CONFERENCE}`);
    expect(calendar).toContain('DTSTART;TZID=Europe/Paris:20261217T180000');
  });

  test('a broken change is refused with its file, entry and field, and the site stays as it was', async ({
    request,
  }) => {
    const entry = fs
      .readdirSync(path.join(editorRoot, 'content', 'news'))
      .find((name) => name.includes('marsouins-a-madagascar'))!;
    const file = path.join(editorRoot, 'content', 'news', entry);
    const broken = { ...JSON.parse(fs.readFileSync(file, 'utf8')), date: '2026-12-17' };
    fs.writeFileSync(file, JSON.stringify(broken, null, 2));
    const sent = deployCopy({ root: editorRoot }, 'content', E2E_DEPLOY_TOKENS.content);
    expect(sent.exitCode).toBe(1);
    expect(sent.httpStatus).toBe(422);
    expect(sent.output).toContain(
      `content/news/${entry}, entrée « ${CONFERENCE} », champ « date » : une date comme « 14 mars 2026 » est attendue.`,
    );
    expect(
      await (await request.get(paths.conferences, { headers: { accept: 'text/html' } })).text(),
    ).toContain(CONFERENCE);
  });

  test('a new product published as content is sold: priced by the server from the published catalogue', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const root = workingCopy();
    const content = path.join(root, 'content');
    fs.copyFileSync(
      path.join(content, 'media', 'images', 'products', 'casquette-ancre-d-or.svg'),
      path.join(content, 'media', 'images', 'products', 'mug-frejus.svg'),
    );
    fs.writeFileSync(
      path.join(content, 'products', '99-mug-frejus.json'),
      JSON.stringify({
        name: MUG,
        price: 14.5,
        weight: 350,
        category: 'mugs',
        image: 'images/products/mug-frejus.svg',
        packagingFee: 9.4,
      }),
    );
    const sent = deployCopy({ root }, 'content', E2E_DEPLOY_TOKENS.content);
    expect(sent.exitCode, sent.output).toBe(0);

    // Its file name puts it last: the catalogue's last page, where its address's anchor leads.
    const mug = await openShopAt(page, { id: 'mug-frejus', name: MUG });
    await expect(mug).toContainText('14,50');
    await mug.getByRole('button', { name: /Ajouter au panier/ }).click();
    await openCheckoutAndFill(page);
    const modal = page.getByRole('dialog', { name: 'Paiement de votre commande' });

    // A price changed on its way to the server is refused: the server prices from the catalogue.
    await page.route('**/api/index.php?endpoint=create-payment', async (route) => {
      const body = route.request().postDataJSON() as { amount: number };
      await route.continue({ postData: JSON.stringify({ ...body, amount: 1 }) });
    });
    await modal.getByRole('button', { name: /^Payer/ }).click();
    await expect(modal.getByRole('alert')).toContainText('ne correspond pas au montant de la commande');
    await page.unroute('**/api/index.php?endpoint=create-payment');

    await modal.getByRole('button', { name: /^Payer/ }).click();
    await expect(page).toHaveURL(/\/sandbox-payments\//);
    await page.getByRole('button', { name: 'Payer', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Paiement réussi !' })).toBeVisible();
  });
});

/** A content release of a working copy whose association.json is `change`d. */
function releaseAssociation(change: (association: Record<string, unknown>) => Record<string, unknown>) {
  const root = workingCopy();
  const file = path.join(root, 'content', 'association.json');
  fs.writeFileSync(file, JSON.stringify(change(JSON.parse(fs.readFileSync(file, 'utf8'))), null, 2));
  const sent = deployCopy({ root }, 'content', E2E_DEPLOY_TOKENS.content);
  expect(sent.exitCode, sent.output).toBe(0);
}

test('a receipt waits while the association’s details are missing, and is mailed once they are published', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The details taken out of the published content, as on a fresh site.
  releaseAssociation((association) => {
    const rest = { ...association };
    for (const key of Object.keys(E2E_ASSOCIATION_DETAILS)) delete rest[key];
    return rest;
  });
  const lastName = `Attente${Date.now()}`;
  await fillDonation(page, lastName, '45');
  await page.getByRole('button', { name: 'Je fais un don' }).click();
  await expect(page).toHaveURL(/\/sandbox-payments\//);
  await page.getByRole('button', { name: 'Payer', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre don !' })).toBeVisible();
  // Promised to follow, never offered as a specimen nor said to be in the mail.
  await expect(page.getByText(/Votre reçu fiscal vous parviendra par un prochain e-mail/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Télécharger mon reçu fiscal' })).toHaveCount(0);
  const mailed = (text: string) => text.includes(`Paul ${lastName}`) && text.includes('application/pdf');
  const before = outboxNow();

  releaseAssociation((association) => ({ ...association, ...E2E_ASSOCIATION_DETAILS }));
  await expect.poll(() => newMail(before, mailed).length, { timeout: 20_000 }).toBe(1);
  expect(newMail(before, mailed)[0]).toContain('voici votre reçu fiscal n°');
  // The success page, opened again, now offers it.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Télécharger mon reçu fiscal' })).toBeVisible();
});

async function openCheckoutAndFill(page: Page) {
  await fillBuyer(await openCheckout(page));
}
