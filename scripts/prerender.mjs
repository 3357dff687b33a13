// node scripts/prerender.mjs [module…]: renders every route (or those of the named modules) to
// <deploy>/prerendered/. Run by npm start after a build and by npm run publish-module.
import { deployDir } from './lib/deploy.mjs';
import { prerender } from './lib/prerender.mjs';

const moduleFolders = process.argv.slice(2);
const result = prerender({
  deployDir: deployDir(),
  moduleFolders: moduleFolders.length > 0 ? moduleFolders : undefined,
  log: (message) => console.log(`[mtdm] ${message}`),
});
console.log(`[mtdm] ${result.written} page(s) pré-rendue(s) dans ${result.outDir}`);
process.exit(result.failures.length > 0 ? 1 : 0);
