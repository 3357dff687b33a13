// npm run affected -- [--base <rev>]: the pipelines a change concerns (scripts/lib/affected-modules.mjs),
// from the files changed since <rev> (main's merge base by default), as the JSON list of CI's matrix:
// each module with the name of its deployment secret (the api is deployed with the server, not alone).
// A base git does not know (a new branch, a first push) runs every pipeline.
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { affectedModules, pipelineModules } from './lib/affected-modules.mjs';
import { trackedFiles } from './lib/files.mjs';
import { repoRoot } from './lib/workspace.mjs';

const { values } = parseArgs({ options: { base: { type: 'string' } } });
const git = (...args) =>
  execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
const tracked = trackedFiles(repoRoot);

function changedFiles(base) {
  try {
    return git('diff', '--name-only', `${base ?? git('merge-base', 'origin/main', 'HEAD').trim()}...HEAD`)
      .split('\n')
      .filter(Boolean);
  } catch {
    return undefined;
  }
}

const changed = changedFiles(values.base);
const modules = changed ? affectedModules(changed, tracked) : pipelineModules();
console.log(
  JSON.stringify(
    modules.map((module) => ({
      module,
      secret: `DEPLOY_TOKEN_${module.toUpperCase().replace(/-/g, '_')}`,
      deploy: module !== 'api',
    })),
  ),
);
