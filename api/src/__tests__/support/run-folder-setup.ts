// Jest's global set-up for the api: the whole run writes its temporary folders (test servers,
// databases, copies of builds, deployment folders) inside one folder of its own, which the global
// tear-down removes (run-folder-teardown.ts), so that runs leave nothing behind in the system's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const RUN_FOLDER_VARIABLE = 'MTDM_TEST_RUN_FOLDER';

export default function makeRunFolder(): void {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-api-tests-'));
  // Traversal only for others: a renderer under its own user reaches the folders opened to it.
  fs.chmodSync(folder, 0o711);
  process.env[RUN_FOLDER_VARIABLE] = folder;
  // os.tmpdir() reads TMPDIR, in this process and in the test workers started after it.
  process.env.TMPDIR = folder;
}
