// What every route serves, read as the W3C Nu checker and a French reader read it: 0 error and no
// section without a heading in the documents the server sends, and French typography in the text
// Chromium shows (after the styles: a date set in capitals is read in capitals).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ENGLISH_SEARCH_PATH, pages, SEARCH_PATH, type PageKey } from '@mtdm/shared/routing';
import { expect, test } from '../support/fixtures';

/** The repository's typography rules (the ones npm run typography:fix applies), an ES module. */
const typographyRules = () =>
  import('../../scripts/lib/typography/rules.mjs') as Promise<
    typeof import('../../scripts/lib/typography/rules.mjs')
  >;

const pageKeys = Object.keys(pages) as PageKey[];
const frenchPages = pageKeys.filter((key) => pages[key].lang !== 'en');

/** Every document the site serves: the pages, the two searches with words, the two not-found pages. */
const servedAddresses: readonly (readonly [name: string, address: string])[] = [
  ...pageKeys.map((key) => [key, pages[key].path] as const),
  ['search', `${SEARCH_PATH}?q=casque`],
  ['search-en', `${ENGLISH_SEARCH_PATH}?q=helmet`],
  ['not-found', '/pages/colections'],
  ['not-found-en', '/en/musem'],
];

interface NuMessage {
  readonly type: string;
  readonly subType?: string;
  readonly url: string;
  readonly message: string;
  readonly lastLine?: number;
}

/** The Nu checker's messages on `files` (vnu.jar, run by Java: npm test installs it when missing). */
function nuMessages(files: readonly string[]): NuMessage[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- vnu-jar exports the path of its jar
  const jar = require('vnu-jar') as string;
  const run = spawnSync('java', ['-jar', jar, '--format', 'json', '--exit-zero-always', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw new Error(`Java est introuvable : ${run.error.message}`);
  // The report is written on the error output.
  return (JSON.parse(run.stderr) as { messages: NuMessage[] }).messages;
}

test.describe('the markup every route serves', () => {
  test('passes the W3C Nu checker: 0 error, no section without a heading', async ({ request }) => {
    test.setTimeout(180_000);
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-nu-'));
    const files = [];
    for (const [name, address] of servedAddresses) {
      const response = await request.get(address, { headers: { accept: 'text/html' } });
      const file = path.join(folder, `${name}.html`);
      fs.writeFileSync(file, await response.text());
      files.push(file);
    }
    const messages = nuMessages(files);
    const faults = messages
      .filter((message) => message.type === 'error' || /Section lacks heading/.test(message.message))
      .map((message) => `${path.basename(message.url)}:${message.lastLine ?? '?'} ${message.message}`);
    expect(faults).toEqual([]);
    fs.rmSync(folder, { recursive: true, force: true });
  });

  test('the checker run here catches a section without a heading and an error', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-nu-'));
    const file = path.join(folder, 'faulty.html');
    fs.writeFileSync(
      file,
      '<!DOCTYPE html><html lang="fr"><head><title>t</title></head><body><main><section><p>a</p></section>' +
        '<img src="a.webp" sizes="100px" alt=""></main></body></html>',
    );
    const messages = nuMessages([file]);
    expect(messages.some((message) => /Section lacks heading/.test(message.message))).toBe(true);
    expect(messages.some((message) => message.type === 'error' && /sizes/.test(message.message))).toBe(true);
    fs.rmSync(folder, { recursive: true, force: true });
  });
});

test('every page served names a share picture that answers, 1200 × 630, described in its language', async ({
  request,
  baseURL,
}) => {
  const images = new Set<string>();
  for (const [name, address] of servedAddresses) {
    const html = await (await request.get(address, { headers: { accept: 'text/html' } })).text();
    const image = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1];
    expect(image, name).toBe(`${baseURL}/partage-1200x630.png`);
    expect(html, name).toMatch(
      /<meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">/,
    );
    const alt = /<meta property="og:image:alt" content="([^"]+)">/.exec(html)?.[1];
    expect(alt, name).toMatch(
      name.endsWith('En') || name.endsWith('-en') ? /^The gold anchor/ : /^L’ancre d’or/,
    );
    expect(html, name).toContain('<meta name="twitter:card" content="summary_large_image">');
    images.add(image!);
  }
  for (const image of images) {
    const response = await request.get(image);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const bytes = await response.body();
    // The PNG header gives the picture's width and height (IHDR).
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  }
});

test.describe('French typography as a visitor reads it', () => {
  for (const key of frenchPages) {
    test(`${pages[key].path}: every line follows French typography`, async ({ page }) => {
      await page.goto(pages[key].path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const { corrected, isFrenchProse, nestedGuillemets } = await typographyRules();
      // Closed panels and folded years are read too: their text is shown once opened.
      const lines = await page.evaluate(() => {
        document.querySelectorAll<HTMLElement>('main [hidden]').forEach((hidden) => {
          hidden.hidden = false;
        });
        return document.body.innerText.split('\n');
      });
      const faults = lines
        .map((line) => line.trim())
        .filter((line) => isFrenchProse(line))
        .flatMap((line) => {
          const { rules } = corrected(line);
          if (nestedGuillemets(line)) rules.push('guillemets imbriqués');
          return rules.length > 0 ? [`${rules.join(', ')} — « ${line.slice(0, 100)} »`] : [];
        });
      expect(faults).toEqual([]);
    });
  }

  test('the check reads the text as shown: capitals from the styles, line breaks from the markup', async () => {
    const { corrected } = await typographyRules();
    expect(corrected('LE 1ER SEPTEMBRE').rules).toContain('1er');
    expect(corrected('Il peut le faire :').rules).toContain('espace avant :');
  });
});
