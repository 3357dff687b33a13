// node e2e/support/generate-module.mjs <name>: what a team does to start a module, on a copy of the
// repository (never the repository itself): npm run new-module, then the module's production build.
// Prints the copy's folder, which holds mfe-<name>/dist and mfe-<name>/dist-server.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { copyRepository } from '../../scripts/lib/new-module/repository-copy.mjs';
import { repoRoot } from '../../scripts/lib/workspace.mjs';

const [name] = process.argv.slice(2);
const copy = copyRepository('mtdm-e2e-new-module-');
const run = (command, args, cwd) => {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}${result.stderr}`);
    process.exit(1);
  }
};
run(
  process.execPath,
  [path.join(repoRoot, 'scripts', 'new-module.mjs'), name, '--root', copy, '--no-install'],
  repoRoot,
);
run('npx', ['webpack', '--mode', 'production'], path.join(copy, `mfe-${name}`));
console.log(copy);
