// Every pre-rendered page passes html-validate's recommended rules (issue 12): the HTML a visitor,
// a search engine or a screen reader receives before any script runs.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { HtmlValidate } from 'html-validate';
import { prerender } from '../lib/prerender.mjs';
import { defaultSite, locateSite } from '../lib/site-state.mjs';

const deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-html-'));
const { failures, outDir } = prerender({
  located: locateSite(deployDir, defaultSite()),
  outDir: path.join(deployDir, 'prerendered'),
  log: () => undefined,
});
const validator = new HtmlValidate({ extends: ['html-validate:recommended'] });

test('every page was rendered', () => {
  assert.deepEqual(failures, []);
  assert.equal(fs.readdirSync(outDir).length, 28);
});

for (const file of fs.readdirSync(outDir).sort()) {
  test(`${file} passes html-validate:recommended`, async () => {
    const report = await validator.validateString(fs.readFileSync(path.join(outDir, file), 'utf8'), file);
    const messages = report.results.flatMap((result) =>
      result.messages.map((message) => `${message.ruleId}: ${message.message} (colonne ${message.column})`),
    );
    assert.deepEqual(messages, []);
  });
}
