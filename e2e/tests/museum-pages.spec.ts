import { paths } from '@mtdm/shared/routing';
import { expect, test } from '../support/fixtures';
import { expectReadablePage } from '../support/page-checks';

/** What each page must show: its heading and a text of the site's facts. */
const museumPages = [
  { path: paths.home, heading: 'Musée des Troupes de Marine', text: /labellisé Musée de France en 2006/ },
  { path: paths.museumInBrief, heading: 'Le musée en bref', text: /20\s000 à 25\s000 objets/ },
  { path: paths.collections, heading: 'Ses collections', text: /Les collections par thèmes/ },
  { path: paths.archiveCentre, heading: 'Le CHETOM', text: /Créé en 1996/ },
  { path: paths.museumNews, heading: 'Actualités du musée', text: /Actualités 2022/ },
  { path: paths.practicalInfo, heading: 'Informations pratiques', text: /10\sh\s–\s18\sh/ },
];

for (const width of [1280, 390]) {
  test.describe(`museum pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });
    for (const { path, heading, text } of museumPages) {
      test(`${path}: content, no horizontal scroll, no serious axe violation`, async ({ page }) => {
        await page.goto(path);
        await expectReadablePage(page, heading, text);
      });
    }
  });
}

test.describe('museum behaviours in Chromium', () => {
  test('home carousel: soonest first with a fixed clock, arrows scroll by 324 px and stop at the ends', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2026-12-10T10:00:00+01:00'));
    await page.goto(paths.home);
    const list = page.getByRole('list', { name: 'Prochaines actualités' });
    await expect(list.getByRole('heading', { level: 3 }).first()).toHaveText(/front d’Orient/);
    await expect(list.getByRole('listitem')).toHaveCount(6);
    const previous = page.getByRole('button', { name: 'Actualités précédentes' });
    const next = page.getByRole('button', { name: 'Actualités suivantes' });
    await expect(previous).toBeDisabled();
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => list.evaluate((element) => element.scrollLeft)).toBe(324);
    await expect(page.getByRole('status').filter({ hasText: 'Prochaines actualités :' })).toHaveText(
      /Prochaines actualités\s: 2 à \d sur 6/,
    );
    await expect(previous).toBeEnabled();
    const scrollLeft = () => list.evaluate((element) => element.scrollLeft);
    const maxScroll = await list.evaluate((element) => element.scrollWidth - element.clientWidth);
    for (let position = 324 * 2; position < maxScroll + 324; position += 324) {
      await next.click();
      await expect.poll(scrollLeft).toBeGreaterThanOrEqual(Math.min(position, maxScroll) - 2);
    }
    await expect(next).toBeDisabled();
  });

  test('museum news: one year open at a time; the PDF opens in an overlay, Escape closes it', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2026-12-10T10:00:00+01:00'));
    await page.goto(paths.museumNews);
    await expect(page.getByRole('button', { name: 'Actualités 2026' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.getByRole('button', { name: 'Actualités 2023' }).click();
    await expect(page.getByRole('button', { name: 'Actualités 2026' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const year = page.getByRole('region', { name: 'Actualités 2023' });
    const read = year.getByRole('button', { name: /^Lire l'article/ }).first();
    await read.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Télécharger le PDF' })).toHaveAttribute('href', /\.pdf$/);
    const pdf = await page.request.get((await dialog.locator('iframe').getAttribute('src')) as string);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    // Served as a file in a sandbox (nothing in it runs), which Chromium's viewer still shows in the frame.
    expect(pdf.headers()['content-security-policy']).toMatch(
      /^sandbox; default-src 'none';.*frame-ancestors 'self'/,
    );
    expect(pdf.headers()['x-content-type-options']).toBe('nosniff');
    await expect
      .poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-extension://')))
      .toBe(true);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(read).toBeFocused();
  });

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('the PDF opens in a new tab, no overlay', async ({ page, context }) => {
      await page.clock.setFixedTime(new Date('2026-12-10T10:00:00+01:00'));
      await page.goto(paths.museumNews);
      const opened = context.waitForEvent('page');
      await page
        .getByRole('region', { name: 'Actualités 2026' })
        .getByRole('button', { name: /^Lire l'article/ })
        .first()
        .click();
      const tab = await opened;
      expect(tab.url()).toMatch(/\.pdf$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });

  test('statistics count up when scrolled into view and end on their value', async ({ page }) => {
    await page.goto(paths.museumInBrief);
    const figure = page
      .getByRole('region', { name: 'Le musée en chiffres' })
      .getByTestId('stat-figure')
      .first();
    await figure.scrollIntoViewIfNeeded();
    await expect(figure).toHaveText(/^17\s000$/);
  });

  test('with reduced motion the statistics never move', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(paths.archiveCentre);
    await expect(page.getByTestId('stat-figure').nth(1)).toHaveText(/^13\s680$/);
    await context.close();
  });

  test('collections: a gallery scrolls with its arrows; practical information loads the map only on demand', async ({
    page,
  }) => {
    await page.goto(paths.collections);
    const region = page.getByRole('region', { name: 'Les collections par thèmes' });
    const next = region.getByRole('button', { name: /^Images suivantes/ });
    await next.click();
    await expect(region.getByRole('button', { name: /^Images précédentes/ })).toBeEnabled();
    await page.goto(paths.practicalInfo);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await expect(page.locator('address').getByText('Route de Bagnols-en-Forêt')).toBeVisible();
    expect(requests.some((url) => url.includes('openstreetmap'))).toBe(false);
    await page.getByRole('button', { name: 'Afficher la carte interactive' }).click();
    await expect(page.locator('iframe[title^="Carte OpenStreetMap"]')).toHaveAttribute(
      'src',
      /openstreetmap\.org\/export\/embed/,
    );
    await page.getByText('Depuis Nice par l’autoroute').click();
    await expect(
      page.getByText('Prenez l’autoroute A8 en direction d’Aix-en-Provence et de Marseille.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Réserver une visite guidée' }).click();
    await expect(page).toHaveURL(/\/pages\/VisiteGuidee$/);
  });

  test('the video comes when asked for, plays its committed file and shows French captions', async ({
    page,
  }) => {
    await page.goto(paths.museumInBrief);
    // Until then the page carries no player: no controls to build, no captions file to fetch.
    await expect(page.locator('video')).toHaveCount(0);
    const play = page.getByRole('link', { name: /^Lire la vidéo : Présentation du Musée/ });
    // Without scripts the link opens the file itself.
    const file = await play.getAttribute('href');
    await play.focus();
    await page.keyboard.press('Enter');
    const video = page.locator('video');
    await expect(video).toBeFocused();
    const source = (await video.locator('source').getAttribute('src')) as string;
    expect(new URL(source, page.url()).pathname).toBe(file);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.mode)).toBe('showing');
    const track = await video.locator('track').getAttribute('src');
    const vtt = await page.request.get(track as string);
    expect(await vtt.text()).toMatch(/^WEBVTT/);
    const mp4 = await page.request.get(source);
    expect(mp4.headers()['content-type']).toContain('video/mp4');
  });
});
