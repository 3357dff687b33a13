// The release renderer runs a team's build: it is started as a stranger to the server. Its environment
// holds no token, secret, database or mail setting; Node's permission model lets it read only the
// builds and content of its job and write only its output folder, and refuses it child processes,
// workers, native addons and WASI; it has its own process group, a heap limit, a memory watchdog and a
// time limit; it dies with the server (parent-death signal where `setpriv` exists, the IPC channel
// otherwise), and a server that was killed ends it at its next start (reconcile.ts).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { RendererAnswer, RendererJob } from './renderer/render-job';

export interface SandboxLimits {
  /** The renderer's own file (api/dist/release-renderer.js). */
  readonly rendererScript: string;
  readonly timeoutMs: number;
  /** Resident memory allowed, in megabytes (the heap limit is set a little below). */
  readonly memoryMb: number;
}

export type SandboxOutcome =
  { readonly ok: true; readonly answer: RendererAnswer } | { readonly ok: false; readonly message: string };

/** The parent-death signal, from util-linux: the renderer is killed the moment the server dies. */
const SETPRIV = ['/usr/bin/setpriv', '/bin/setpriv'].find((file) => fs.existsSync(file));
const NODE_MAJOR = Number(process.versions.node.split('.')[0]);
/** Stable from Node 22.13; experimental (same rules) on Node 20. */
const PERMISSION_FLAG = NODE_MAJOR >= 22 ? '--permission' : '--experimental-permission';
const WATCH_EVERY_MS = 100;
/** Once it has answered, the renderer has this long to exit before its group is ended. */
const EXIT_GRACE_MS = 1000;
const PAGE_BYTES = 4096;
/** The name the renderer's command line carries, so that a start finds only its own orphans. */
export const RENDERER_MARK = 'release-renderer';

/** What the renderer may read and write for a job. */
function permissionsOf(job: RendererJob): { read: string[]; write: string[] } {
  if (job.kind === 'index') return { read: [job.pagesDir, job.contentDir], write: [job.outDir] };
  const { located } = job;
  const remotes = [...new Set(job.pages.map((page) => page.remote))].flatMap((name) => {
    const remote = located.remotes[name];
    return remote ? [path.dirname(remote.manifestFile), path.dirname(remote.pagesFile)] : [];
  });
  return {
    read: [located.shell.dist, path.dirname(located.shell.renderFile), ...remotes, located.contentDir],
    write: [job.outDir],
  };
}

/** Nothing but what the render needs: no token, secret, database path, mail or provider setting. */
const sandboxEnvironment = (): NodeJS.ProcessEnv => ({
  NODE_ENV: 'production',
  ...(process.env.TZ ? { TZ: process.env.TZ } : {}),
});

const residentBytes = (pid: number): number => {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE_BYTES;
  } catch {
    return 0;
  }
};

function endGroup(pid: number | undefined): void {
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/**
 * Runs one job in the sandbox. `pidFile`: where the renderer's pid is written while it runs, so that
 * a server killed meanwhile ends it at its next start.
 */
export function runSandboxed(
  job: RendererJob,
  limits: SandboxLimits,
  pidFile?: string,
): Promise<SandboxOutcome> {
  const { read, write } = permissionsOf(job);
  const unsafe = [...read, ...write].find((folder) => !path.isAbsolute(folder));
  if (unsafe) return Promise.resolve({ ok: false, message: `chemin refusé pour le rendu : ${unsafe}` });
  // One flag a path (Node 20.20 no longer splits a list on commas).
  const nodeArgs = [
    PERMISSION_FLAG,
    ...[limits.rendererScript, ...read].map((file) => `--allow-fs-read=${file}`),
    ...write.map((folder) => `--allow-fs-write=${folder}`),
    `--max-old-space-size=${Math.max(64, Math.floor(limits.memoryMb * 0.75))}`,
    '--disable-warning=ExperimentalWarning',
    limits.rendererScript,
    RENDERER_MARK,
  ];
  const [command, args] = SETPRIV
    ? [SETPRIV, ['--pdeathsig', 'KILL', '--', process.execPath, ...nodeArgs]]
    : [process.execPath, nodeArgs];
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: sandboxEnvironment(),
      cwd: path.dirname(limits.rendererScript),
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let settled: SandboxOutcome | undefined;
    let stopReason: string | undefined;
    let errors = '';
    const stop = (reason: string) => {
      stopReason ??= reason;
      endGroup(child.pid);
    };
    if (child.pid && pidFile) fs.writeFileSync(pidFile, String(child.pid));
    const timer = setTimeout(
      () => stop(`le rendu a dépassé ${Math.round(limits.timeoutMs / 1000)} s`),
      limits.timeoutMs,
    );
    const watchdog = setInterval(() => {
      if (child.pid && residentBytes(child.pid) > limits.memoryMb * 1024 * 1024)
        stop(`le rendu a dépassé ${limits.memoryMb} Mo de mémoire`);
    }, WATCH_EVERY_MS);
    child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString('utf8')).slice(-4000)));
    child.on('message', (message: { ok?: unknown; answer?: RendererAnswer; message?: unknown }) => {
      if (settled) return;
      settled =
        message.ok === true && message.answer
          ? { ok: true, answer: message.answer }
          : { ok: false, message: String(message.message ?? 'réponse illisible du rendu') };
      // Nothing of a release outlives it: a renderer that does not exit once it has answered is ended.
      setTimeout(() => endGroup(child.pid), EXIT_GRACE_MS).unref();
    });
    child.on('error', (error) => stop(error.message));
    child.on('close', () => {
      clearTimeout(timer);
      clearInterval(watchdog);
      // Whatever it left behind (it may start nothing, but its group is ended all the same).
      endGroup(child.pid);
      if (pidFile) fs.rmSync(pidFile, { force: true });
      const tail = errors.trim().split('\n').slice(-3).join(' ');
      resolve(
        stopReason
          ? { ok: false, message: stopReason }
          : (settled ?? { ok: false, message: tail || 'le rendu s’est arrêté sans répondre' }),
      );
    });
    child.send(job);
  });
}
