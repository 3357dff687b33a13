// The built server (api/dist/main.js, as npm start runs it) in a process of its own, on the
// repository's builds and the folders of a test: for what only a real process shows (a kill -9, a
// second server on the same data). `answersHealth` waits for any server process a test starts.
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './release-site';

/** The server's environment: its port, its database and deployments under `work`, then `extra`. */
export const builtServerEnv = (work: string, port: number, extra: Record<string, string> = {}) => ({
  ...process.env,
  NODE_ENV: 'test',
  PORT: String(port),
  HOST: '127.0.0.1',
  SITE_ROOT: repoRoot,
  CONTENT_DIR: path.join(repoRoot, 'content'),
  DEPLOY_DIR: path.join(work, 'deploy'),
  DATABASE_PATH: path.join(work, 'data', 'site.sqlite'),
  ...extra,
});

export const spawnBuiltServer = (env: NodeJS.ProcessEnv, stdio: StdioOptions = 'ignore') =>
  spawn(process.execPath, [path.join(repoRoot, 'api', 'dist', 'main.js')], { env, stdio });

/**
 * Whether the server on `port` answers its health within a minute; false as soon as its process
 * (`child`, when given) has ended, rather than at the end of the minute.
 */
export async function answersHealth(port: number, child?: ChildProcess): Promise<boolean> {
  for (let tries = 0; tries < 600; tries += 1) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) return false;
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}
