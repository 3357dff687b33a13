// npm start: install what is missing, build what is not built (or is older than its sources), then
// serve the whole site, the api included, from this one Node process on PORT (8080 by default). The
// server renders the pages again at start when a build is newer than them (api/src/releases).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, ensureInstalled, repoRoot, runOnPinnedNode } from './lib/workspace.mjs';

// On a machine whose own Node is not the project's, everything below runs on the project's.
runOnPinnedNode();

ensureInstalled();
ensureBuilt();
await import(pathToFileURL(path.join(repoRoot, 'api', 'dist', 'main.js')).href);
