// Names the builds write and the release path reads, in a file that loads nothing (the api bundles it
// into its release renderer, which must not pull webpack in).

/** The shell's dist/start-up-files.json: its bootstrap and singleton chunks, and each language's frame. */
const START_UP_FILES = 'start-up-files.json';

/** Where a remote's server build finds the singletons the shell's server build lends. */
const SHARED_GLOBAL = '__MTDM_SERVER_SHARED__';

module.exports = { START_UP_FILES, SHARED_GLOBAL };
