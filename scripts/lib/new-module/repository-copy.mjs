// A copy of the repository to run `npm run new-module` on without touching it: the root files,
// shared/ (its own, so the repository's module list is never changed) and each module's package.json;
// node_modules linked entry by entry, @mtdm/shared pointing at the copy's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../workspace.mjs';

/** The repository's root files, shared/ and each module's package.json; node_modules linked. */
export function copyRepository(prefix = 'mtdm-new-module-') {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const file of [
    'package.json',
    'tsconfig.base.json',
    'eslint.config.mjs',
    '.prettierrc.json',
    '.prettierignore',
  ])
    if (fs.existsSync(path.join(repoRoot, file)))
      fs.copyFileSync(path.join(repoRoot, file), path.join(root, file));
  // The lint configuration reads the module list through the scripts' reader.
  fs.mkdirSync(path.join(root, 'scripts', 'lib'), { recursive: true });
  fs.copyFileSync(path.join(repoRoot, 'scripts/lib/modules.mjs'), path.join(root, 'scripts/lib/modules.mjs'));
  fs.cpSync(path.join(repoRoot, 'shared'), path.join(root, 'shared'), {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist)$/.test(source),
  });
  fs.symlinkSync(path.join(repoRoot, 'shared', 'node_modules'), path.join(root, 'shared', 'node_modules'));
  const modules = JSON.parse(fs.readFileSync(path.join(root, 'shared', 'modules.json'), 'utf8'));
  // Every module's package.json: the new one takes the packages they use, at their versions.
  for (const { folder } of [...modules.remotes, ...(modules.signedInRemotes ?? [])]) {
    fs.mkdirSync(path.join(root, folder));
    fs.copyFileSync(path.join(repoRoot, folder, 'package.json'), path.join(root, folder, 'package.json'));
  }
  fs.mkdirSync(path.join(root, '.github', 'workflows'), { recursive: true });
  // The site's content, which the tests' set-up reads (the practical facts, the association's details).
  fs.symlinkSync(path.join(repoRoot, 'content'), path.join(root, 'content'));
  // node_modules: every package of the repository's, but @mtdm/shared is the copy's.
  const modulesDir = path.join(root, 'node_modules');
  fs.mkdirSync(path.join(modulesDir, '@mtdm'), { recursive: true });
  for (const entry of fs.readdirSync(path.join(repoRoot, 'node_modules')))
    if (entry !== '@mtdm')
      fs.symlinkSync(path.join(repoRoot, 'node_modules', entry), path.join(modulesDir, entry));
  fs.symlinkSync(path.join(root, 'shared'), path.join(modulesDir, '@mtdm', 'shared'));
  return root;
}
