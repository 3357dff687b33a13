// npm start: install what is missing, build what is not built (or is older than its sources),
// then serve the whole site, the api included, from this one Node process on PORT (8080 by default).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { deployDir } from './lib/deploy.mjs';
import { ensureBuilt, ensureInstalled, ensurePrerendered, log, repoRoot } from './lib/workspace.mjs';

ensureInstalled();
ensureBuilt();
await ensurePrerendered(deployDir());
log(`site servi sur http://localhost:${process.env.PORT || 8080}`);
await import(pathToFileURL(path.join(repoRoot, 'api', 'dist', 'main.js')).href);
