// A run's own temporary folder: everything the run and the processes it starts make in the system's
// temporary folder (reports, test servers, copies of builds, browser profiles) goes into it, and it
// is removed when the run ends, whatever the outcome.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Makes the folder, points TMPDIR at it (os.tmpdir() and every child read it) and returns it. */
export function useRunFolder(prefix) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  // Traversal only for others: a release renderer under its own user reaches what is opened to it.
  fs.chmodSync(folder, 0o711);
  process.env.TMPDIR = folder;
  process.on('exit', () => fs.rmSync(folder, { recursive: true, force: true }));
  return folder;
}
