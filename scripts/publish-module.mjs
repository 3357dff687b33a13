// npm run publish-module -- <module> [--from <build folder>] [--version <name>]
// Publishes one module's build under a versioned path and points its line of remotes.json at it.
import { parseArgs } from 'node:util';
import { publishModule } from './lib/deploy.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { from: { type: 'string' }, version: { type: 'string' } },
});
const [moduleFolder] = positionals;
if (!moduleFolder) {
  console.error('Usage : npm run publish-module -- mfe-shop [--from dossier] [--version nom]');
  process.exit(2);
}
try {
  const result = publishModule(moduleFolder, { buildDir: values.from, version: values.version });
  console.log(
    `${moduleFolder} publié en version ${result.version} : ${result.manifest} (${result.remotesFile})`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
