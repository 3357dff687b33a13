// The run's temporary folder (support/run-folder-setup.ts): every test writes below a folder that is
// removed when the run ends (the api's own, or npm test's when the api's jest runs inside it), so that
// a run leaves nothing in the system's temporary folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTAINING_FOLDER } from '@mtdm/shared/build/run-folder';

it('gives the tests a temporary folder of the run, opened to traversal only', () => {
  const containing = process.env[CONTAINING_FOLDER];
  expect(containing).toBeDefined();
  expect(os.tmpdir()).toBe(containing);
  // The api's own folder when its jest runs alone; npm test's otherwise, which holds the api's.
  const apiFolder = path.basename(containing!).startsWith('mtdm-api-tests-')
    ? containing!
    : fs.readdirSync(containing!).find((name) => name.startsWith('mtdm-api-tests-'));
  expect(apiFolder).toBeDefined();
  expect(fs.statSync(containing!).mode & 0o777).toBe(0o711);
  const made = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-essai-'));
  expect(path.dirname(made)).toBe(containing);
  fs.rmSync(made, { recursive: true });
});
