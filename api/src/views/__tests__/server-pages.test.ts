// The pages the server writes itself: one stylesheet drawn from the theme (no colour of their own),
// and an answer set in the site's frame by one function, which keeps the frame and runs no script.
import fs from 'node:fs';
import path from 'node:path';
import { PRINT_IN_INK, theme } from '@mtdm/shared/design-tokens';
import { FRAMED_ANSWER_STYLE, PAGE_STYLE } from '../answer-style';
import { html, page } from '../html';
import { inSiteFrame } from '../site-frame';

const COLOUR = /#[0-9a-f]{3,8}\b|rgba?\([^)]*\)/gi;
const themeColours = new Set(
  [...Object.values(theme.colors), ...Object.values(theme.shadows)].flatMap((value) =>
    (value.match(COLOUR) ?? []).map((colour) => colour.toLowerCase()),
  ),
);

it('writes no colour of its own: every colour of its styles is the theme’s', () => {
  for (const style of [PAGE_STYLE, FRAMED_ANSWER_STYLE])
    for (const colour of style.match(COLOUR) ?? []) expect(themeColours).toContain(colour.toLowerCase());
});

it('leaves no colour written by hand in any page of the api: the views, the site’s own, the editor’s', () => {
  const source = path.join(__dirname, '..', '..');
  const files = fs
    .readdirSync(source, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.split(path.sep).includes('__tests__'))
    // A PDF's inks are pdf-lib's values, not a style sheet's.
    .filter((file) => file !== path.join('infrastructure', 'pdf-page-writer.ts'));
  expect(files).toContain(path.join('site', 'content-editor.ts'));
  for (const file of files)
    expect([file, fs.readFileSync(path.join(source, file), 'utf8').match(COLOUR)]).toEqual([file, null]);
});

it('gives the framed answer the same rules as a page of its own, scoped to the answer', () => {
  const rulesOf = (style: string) =>
    style
      .split('\n')
      .filter((line) => line.includes('.notice') || line.includes('button'))
      .map((line) => line.replace(/\.server-answer /g, ''));
  expect(rulesOf(FRAMED_ANSWER_STYLE)).toEqual(rulesOf(PAGE_STYLE));
  expect(page('Titre', html`<p>x</p>`)).toContain(PAGE_STYLE);
});

it('prints as the site’s pages do: in ink, the same rules (an answer in the frame has the frame’s)', () => {
  expect(PAGE_STYLE).toContain(PRINT_IN_INK);
});

const FRAME = `<!doctype html><html lang="fr"><head><title>Visite guidée – Musée</title>
<meta name="description" content="d"><link rel="canonical" href="/x"><link rel="preload" href="/a.js" as="script">
<script>boot()</script></head><body><header><a href="/">Accueil</a></header>
<main id="contenu" tabindex="-1"><h1>Formulaire</h1><script src="/p.js"></script></main><footer>Pied</footer></body></html>`;

it('sets an answer in the site’s frame: header and footer kept, the page replaced, no script, not indexed', () => {
  const framed = inSiteFrame(FRAME, 'Demande <reçue>', html`<h1>Merci</h1>`)!;
  expect(framed).toContain('<header><a href="/">Accueil</a></header>');
  expect(framed).toContain('<footer>Pied</footer>');
  expect(framed).toContain(
    '<main id="contenu" tabindex="-1"><div class="server-answer"><h1>Merci</h1></div></main>',
  );
  expect(framed).not.toMatch(/<script|rel="preload"|rel="canonical"|name="description"|Formulaire/);
  expect(framed).toContain('<title>Demande &lt;reçue&gt; – Musée des Troupes de Marine</title>');
  expect(framed).toContain('<meta name="robots" content="noindex">');
  expect(framed).toContain(FRAMED_ANSWER_STYLE);
});

it('says it cannot when the frame has no page to replace', () => {
  expect(inSiteFrame('<html><body>rien</body></html>', 'T', html`<p>x</p>`)).toBeUndefined();
});
