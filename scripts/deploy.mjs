// npm run deploy -- <module>: sends the module's build (npm run build -w <module>) to the live site,
// SITE_URL, with the module's token, DEPLOY_TOKEN. The site checks it, serves it, checks it again
// served, and answers; this prints the answer and fails when the release is not live.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { deployModule } from './lib/deploy-client.mjs';

// --from <folder>: the build of <folder>/<module>/dist and dist-server, made elsewhere than here.
const { positionals, values } = parseArgs({ allowPositionals: true, options: { from: { type: 'string' } } });
const [moduleFolder] = positionals;
if (!moduleFolder) {
  console.error('Usage : SITE_URL=… DEPLOY_TOKEN=… npm run deploy -- mfe-shop [--from dossier]');
  process.exit(2);
}
try {
  const started = Date.now();
  const { status, body } = await deployModule(
    moduleFolder,
    values.from ? { root: path.resolve(values.from) } : {},
  );
  console.log(body.message);
  for (const problem of body.problems ?? []) console.log(`  - ${problem}`);
  console.log(`(statut ${status}, ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  process.exit(body.success ? 0 : 1);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
