// npm run dev: every module's development server (live reload) and the api in watch mode.
// The shell on http://localhost:3000 reads a remotes.json pointing at the remotes' own ports.
import { spawn } from 'node:child_process';
import { remoteModules, shellModule } from './lib/modules.mjs';
import { ensureInstalled, log, repoRoot, runOnPinnedNode } from './lib/workspace.mjs';

// On a machine whose own Node is not the project's, everything below runs on the project's.
runOnPinnedNode();

ensureInstalled();
const processes = [
  ['@mtdm/api', { PORT: '8081' }],
  ...remoteModules.map(({ folder }) => [folder, {}]),
  [shellModule.folder, {}],
].map(([workspace, env]) => {
  const child = spawn('npm', ['run', 'dev', '-w', workspace], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.on('exit', (code) => log(`${workspace} arrêté (${code ?? 'signal'})`));
  return child;
});
log(`site de développement : http://localhost:${shellModule.devPort} (api : http://localhost:8081)`);
const stopAll = () => processes.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
