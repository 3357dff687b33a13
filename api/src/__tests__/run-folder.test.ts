// The run's temporary folder (support/run-folder-setup.ts): every test writes below it, so that the
// global tear-down, removing it, leaves nothing of the run in the system's temporary folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RUN_FOLDER_VARIABLE } from './support/run-folder-setup';

it('gives the tests a temporary folder of the run, opened to traversal only', () => {
  const folder = process.env[RUN_FOLDER_VARIABLE];
  expect(folder).toBeDefined();
  expect(os.tmpdir()).toBe(folder);
  expect(path.basename(folder!)).toMatch(/^mtdm-api-tests-/);
  expect(fs.statSync(folder!).mode & 0o777).toBe(0o711);
  const made = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-essai-'));
  expect(path.dirname(made)).toBe(folder);
  fs.rmSync(made, { recursive: true });
});
