// npm run rollback -- <module> [--to <version>]: puts the module's previous release (or the one named)
// back in service on SITE_URL, with the module's token, DEPLOY_TOKEN.
import { parseArgs } from 'node:util';
import { rollbackModule } from './lib/deploy-client.mjs';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { to: { type: 'string' } } });
const [moduleFolder] = positionals;
if (!moduleFolder) {
  console.error('Usage : SITE_URL=… DEPLOY_TOKEN=… npm run rollback -- mfe-shop [--to <version>]');
  process.exit(2);
}
try {
  const { status, body } = await rollbackModule(moduleFolder, { to: values.to });
  console.log(body.message);
  for (const problem of body.problems ?? []) console.log(`  - ${problem}`);
  console.log(`(statut ${status})`);
  process.exit(body.success ? 0 : 1);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
