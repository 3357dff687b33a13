// node scripts/prerender.mjs [module…]: renders every route (or those of the named modules) with the
// live releases of <deploy> (site-state.mjs) into a new state, and makes it live. Run by npm start
// when a build is newer than the pages, and by the bench.
import { deployDir } from './lib/deploy.mjs';
import { createState, pruneStates, readSite, switchState } from './lib/site-state.mjs';

const moduleFolders = process.argv.slice(2);
const dir = deployDir();
const result = createState(dir, readSite(dir), {
  moduleFolders: moduleFolders.length > 0 ? moduleFolders : undefined,
  log: (message) => console.log(`[mtdm] ${message}`),
});
switchState(dir, result.dir);
pruneStates(dir);
console.log(`[mtdm] ${result.written} page(s) pré-rendue(s) dans ${result.outDir}`);
process.exit(result.failures.length > 0 ? 1 : 0);
