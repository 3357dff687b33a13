// A test run's own temporary folder: everything the run and the processes it starts make in the
// system's temporary folder (reports, test servers, databases, copies of builds, browser profiles)
// goes into it, so that a run leaves nothing behind. Read by npm test and by the api's jest.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/** Makes the folder and points TMPDIR at it: os.tmpdir() reads it, here and in every child started after. */
function makeRunFolder(prefix) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  // Traversal only for others: a release renderer under its own user reaches the folders opened to it.
  fs.chmodSync(folder, 0o711);
  process.env.TMPDIR = folder;
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

module.exports = { makeRunFolder, useRunFolder, removeRunFolder };
