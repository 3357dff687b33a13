// Every pre-rendered page passes html-validate's recommended rules and two rules of the W3C
// Nu checker (a section has a heading; a required select starts with an empty invitation): the HTML a
// visitor, a search engine or a screen reader receives before any script runs.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { HtmlValidate } from 'html-validate';
import { htmlValidateConfig } from '../lib/html-rules.mjs';
import { renderRepositorySite } from '../lib/releases.mjs';

const { failures, outDir } = await renderRepositorySite();
const validator = new HtmlValidate(htmlValidateConfig);

const htmlFiles = fs
  .readdirSync(outDir)
  .filter((file) => file.endsWith('.html'))
  .sort();

test('every page was rendered', () => {
  assert.deepEqual(failures, []);
  // The 28 French pages, the 6 of the visit in English, the not-found pages and the search pages
  // (French and English), and a page for each of the 43 products and 25 objects of the collections.
  assert.equal(htmlFiles.length, 38 + 43 + 25);
});

for (const file of htmlFiles) {
  test(`${file} passes html-validate:recommended and the site's Nu rules`, async () => {
    const report = await validator.validateString(fs.readFileSync(path.join(outDir, file), 'utf8'), file);
    const messages = report.results.flatMap((result) =>
      result.messages.map((message) => `${message.ruleId}: ${message.message} (colonne ${message.column})`),
    );
    assert.deepEqual(messages, []);
  });
}

test('the Nu rules catch a section without heading and a required select without invitation', async () => {
  const report = await validator.validateString(
    '<!DOCTYPE html><html lang="fr"><head><title>t</title></head><body><main><section aria-label="x"><p>a</p></section>' +
      '<label for="p">Indicatif</label><select id="p" required><option value="+33">France (+33)</option></select></main></body></html>',
  );
  const rules = report.results.flatMap((result) => result.messages.map((message) => message.ruleId));
  assert.ok(rules.includes('mtdm/section-heading'), rules.join(', '));
  assert.ok(rules.includes('mtdm/required-select-placeholder'), rules.join(', '));
});

test('a heading inside a nested article names the article, not the section around it', async () => {
  const report = await validator.validateString(
    '<!DOCTYPE html><html lang="fr"><head><title>t</title></head><body><main><section aria-label="x">' +
      '<article><h3>Une actualité</h3><p>a</p></article></section></main></body></html>',
  );
  const rules = report.results.flatMap((result) => result.messages.map((message) => message.ruleId));
  assert.ok(rules.includes('mtdm/section-heading'), rules.join(', '));
});
