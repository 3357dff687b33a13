// node scripts/prerender.mjs: renders every route with the live releases of the deployment folder
// (DEPLOY_DIR, else .deploy) into a new state, and makes it live — what the server does at start when
// a build is newer than the pages (api/src/releases/site-render.ts).
import { releases, rendererLimits, siteRoots } from './lib/releases.mjs';
import { log } from './lib/workspace.mjs';

const result = await releases.renderLiveSite({ roots: siteRoots(), limits: rendererLimits });
for (const failure of result.failures) log(`pré-rendu de ${failure.page} impossible : ${failure.message}`);
log(`${result.written.length} page(s) pré-rendue(s) dans ${result.state}`);
process.exit(result.failures.length > 0 ? 1 : 0);
