// The run's temporary folder (support/run-folder-setup.ts): every test writes below a folder that is
// removed at the end (the api's own, or npm test's when the api's jest runs inside it), so that a run
// leaves nothing in the system's temporary folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTAINING_FOLDER } from '@mtdm/shared/build/run-folder';
import { RUN_FOLDER_VARIABLE } from './support/run-folder-setup';

it('gives the tests a temporary folder of the run, opened to traversal only', () => {
  const own = process.env[RUN_FOLDER_VARIABLE];
  const containing = process.env[CONTAINING_FOLDER];
  expect(own).toBeDefined();
  expect(containing).toBeDefined();
  expect(path.basename(own!)).toMatch(/^mtdm-api-tests-/);
  expect(os.tmpdir()).toBe(containing);
  // Its own folder when the api's jest runs alone; inside npm test's otherwise.
  expect(own === containing || path.dirname(own!) === containing).toBe(true);
  expect(fs.statSync(containing!).mode & 0o777).toBe(0o711);
  const made = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-essai-'));
  expect(path.dirname(made)).toBe(containing);
  fs.rmSync(made, { recursive: true });
});
