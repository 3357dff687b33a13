// The release renderer runs a team's build: it is started as a stranger to the server. Its environment
// holds no token, secret, database or mail setting; Node's permission model lets it read only the
// builds and content of its job and write only its output folder, and refuses it sockets, the
// inspector, child processes, workers, native addons and WASI; it runs under a user or in namespaces
// of its own, so it can signal no process of the server's (renderer-confinement.ts); it has its own
// process group, a heap limit, a memory watchdog and a time limit; it dies with the server
// (parent-death signal, and the IPC channel), and a server that was killed ends it at its next start
// (reconcile.ts).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { RendererAnswer, RendererJob } from './renderer/render-job';
import {
  confinementOf,
  DEFAULT_RENDER_USER,
  openPathsTo,
  takeBack,
  type RendererIdentity,
} from './renderer-confinement';

export interface SandboxLimits {
  /** The renderer's own file (api/dist/release-renderer.js). */
  readonly rendererScript: string;
  readonly timeoutMs: number;
  /** Resident memory allowed, in megabytes (the heap limit is set a little below). */
  readonly memoryMb: number;
  /** The user and group the renderer runs as when the server is root (RENDER_USER; nobody by default). */
  readonly renderUser?: RendererIdentity;
}

export type SandboxOutcome =
  { readonly ok: true; readonly answer: RendererAnswer } | { readonly ok: false; readonly message: string };

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

/** The renderer's own process: the innermost child of the wrappers started (namespaces fork once). */
function innermost(pid: number): number {
  try {
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(' ');
    return children[0] ? innermost(Number(children[0])) : pid;
  } catch {
    return pid;
  }
}

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
export async function runSandboxed(
  job: RendererJob,
  limits: SandboxLimits,
  pidFile?: string,
): Promise<SandboxOutcome> {
  const { read, write } = permissionsOf(job);
  const unsafe = [...read, ...write].find((folder) => !path.isAbsolute(folder));
  if (unsafe) return { ok: false, message: `chemin refusé pour le rendu : ${unsafe}` };
  const who = limits.renderUser ?? DEFAULT_RENDER_USER;
  const confinement = confinementOf(who);
  if (confinement.kind === 'own-user') await openPathsTo(who, [limits.rendererScript, ...read], write);
  // One flag a path; no --allow-net (no socket) and no --allow-inspector.
  const nodeArgs = [
    '--permission',
    ...[limits.rendererScript, ...read].map((file) => `--allow-fs-read=${file}`),
    ...write.map((folder) => `--allow-fs-write=${folder}`),
    `--max-old-space-size=${Math.max(64, Math.floor(limits.memoryMb * 0.75))}`,
    limits.rendererScript,
    RENDERER_MARK,
  ];
  const [command, ...args] = [...confinement.prefix, process.execPath, ...nodeArgs];
  const outcome = await new Promise<SandboxOutcome>((resolve) => {
    const child = spawn(command!, args, {
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
      if (child.pid && residentBytes(innermost(child.pid)) > limits.memoryMb * 1024 * 1024)
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
  if (confinement.kind === 'own-user') await takeBack(write);
  return outcome;
}
