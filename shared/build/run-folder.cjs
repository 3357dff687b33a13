// A test run's own temporary folder: everything the run and the processes it starts make in the
// system's temporary folder (reports, test servers, databases, copies of builds, browser profiles)
// goes into it, so that a run leaves nothing behind. Read by npm test, the api's jest, the end-to-end
// tests' configuration and the benches.
//
// A run started inside another's (a bench started by a test that npm test runs) is already contained:
// its folder is made inside the outer one and TMPDIR stays where it is, so that paths do not grow with
// each level (Chromium's socket path, below TMPDIR, must stay under about a hundred characters).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/** Set to the outermost run's folder for this process and every child started after. */
const CONTAINING_FOLDER = 'MTDM_RUN_FOLDER';

/** Makes the run's folder; the outermost run points TMPDIR at it (os.tmpdir() reads it, here and in children). */
function makeRunFolder(prefix) {
  const outer = process.env[CONTAINING_FOLDER];
  if (outer && fs.existsSync(outer)) return fs.mkdtempSync(path.join(outer, prefix));
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  // Traversal only for others: a release renderer under its own user reaches the folders opened to it.
  fs.chmodSync(folder, 0o711);
  process.env.TMPDIR = folder;
  process.env[CONTAINING_FOLDER] = folder;
  return folder;
}

/** The same, removed when this process exits, whatever the outcome. */
function useRunFolder(prefix) {
  const folder = makeRunFolder(prefix);
  process.on('exit', () => {
    try {
      removeRunFolder(folder);
    } catch (error) {
      // The run's own outcome stands; the folder left behind is named.
      console.error(`Dossier temporaire non retiré : ${folder} (${error.message})`);
    }
  });
  return folder;
}

function removeRunFolder(folder) {
  // A child stopped just before may still be closing its files: a few retries.
  fs.rmSync(folder, { recursive: true, force: true, maxRetries: 5 });
}

module.exports = { CONTAINING_FOLDER, useRunFolder };
