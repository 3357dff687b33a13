// Rewrites the site's French texts as French typography writes them (the rules of
// scripts/lib/typography/rules.mjs): `npm run typography:fix`, then read the diff. With --tests, the
// tests' texts get the characters a test reads as the visitor does (’ and …); their spaces stay plain,
// since Testing Library and Playwright compare text with every kind of space made plain. Texts kept
// word for word (fixed-wording.json) are left alone.
import fs from 'node:fs';
import path from 'node:path';
import { corrected } from './lib/typography/rules.mjs';
import { frenchTexts } from './lib/typography/sources.mjs';
import { repoRoot } from './lib/workspace.mjs';

const withTests = process.argv.includes('--tests');
// --content: the content folder only (the content pipeline corrects an editor's texts this way).
const contentOnly = process.argv.includes('--content');
// --root <folder>: another checkout than this one (the tests give a copy).
const rootIndex = process.argv.indexOf('--root');
const root = rootIndex > 0 ? path.resolve(process.argv[rootIndex + 1]) : repoRoot;
let changedFiles = 0;
for (const tests of withTests ? [false, true] : [false]) {
  for (const { file, source, texts } of frenchTexts(root, { tests })) {
    if (contentOnly && !file.startsWith('content/')) continue;
    let out = '';
    let cursor = 0;
    for (const text of [...texts].sort((a, b) => a.start - b.start)) {
      const only = tests ? ['apostrophe', 'points de suspension', '1er'] : undefined;
      out += source.slice(cursor, text.start) + corrected(text.raw, { after: text.after, only }).text;
      cursor = text.end;
    }
    out += source.slice(cursor);
    if (out !== source) {
      fs.writeFileSync(path.join(root, file), out);
      changedFiles += 1;
      console.log(`corrigé : ${file}`);
    }
  }
}
console.log(`${changedFiles} fichier(s) corrigé(s). Relisez le diff, puis npx prettier --write .`);
