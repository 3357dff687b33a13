// npm run publish-module -- <module> [--from <build folder>] [--version <name>]
// Publishes one module's build under a versioned path and points its line of remotes.json at it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { deployDir, publishModule } from './lib/deploy.mjs';
import { repoRoot } from './lib/workspace.mjs';

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
  // Only this module's routes are rendered again; a page that fails keeps its previous HTML.
  const rendered = spawnSync('node', [path.join(repoRoot, 'scripts', 'prerender.mjs'), moduleFolder], {
    stdio: 'inherit',
    env: { ...process.env, DEPLOY_DIR: deployDir() },
  });
  if (rendered.status !== 0)
    console.error(`pré-rendu de ${moduleFolder} incomplet : pages précédentes gardées`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
