// npm run new-module -- <name> [--signed-in <path prefix>] [--title <title>] [--description <text>]
// A new federated module, made the way every module is: its folder from the template, its entry in the
// one list (shared/modules.json), its pipeline, then npm links the workspace. What reads the list
// (server, scripts, lint, typography check, deploy tokens, tests) needs no other edit.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { createModule, parseNewModuleArguments } from './lib/new-module/create-module.mjs';
import { repoRoot } from './lib/workspace.mjs';

const started = Date.now();
let request;
try {
  request = parseNewModuleArguments(process.argv.slice(2));
} catch (error) {
  console.error(`[new-module] ${error.message}`);
  process.exit(2);
}
const root = request.root ? path.resolve(request.root) : repoRoot;
const { folder, written, edited } = createModule(root, request);
// Written as the repository's formatter writes them (the list keeps its one-line entries).
spawnSync('npx', ['prettier', '--log-level', 'warn', '--write', ...written, ...edited], {
  cwd: root,
  stdio: 'inherit',
});
console.log(`[new-module] ${folder} : ${written.length} fichiers créés, ${edited.length} modifié(s)`);
for (const file of [...written, ...edited.map((each) => `${each} (modifié)`)]) console.log(`  ${file}`);

if (request.install) {
  // Links the new workspace and records it in package-lock.json (its packages are the other modules').
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (install.status !== 0) process.exit(install.status ?? 1);
}
console.log(`[new-module] prêt en ${((Date.now() - started) / 1000).toFixed(1)} s : npm test -w ${folder}`);
