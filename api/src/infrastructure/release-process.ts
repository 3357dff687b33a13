// scripts/release.mjs, run in a process of its own with a time limit: a release's checks and
// pre-rendering never block the server, and a page that loops for ever is stopped.
import { spawn } from 'node:child_process';
import path from 'node:path';

export type ReleaseAnswer =
  | {
      readonly ok: true;
      readonly version?: string;
      readonly state: string;
      readonly previousState: string | null;
      readonly pages?: readonly string[];
      /** A content release: the collections it changed. */
      readonly collections?: readonly string[];
    }
  | { readonly ok: false; readonly problems: readonly string[] };

export interface ReleaseProcessOptions {
  readonly scriptsDir: string;
  readonly deployDir: string;
  /** Where the modules' own builds are (the server's SITE_ROOT). */
  readonly siteRoot: string;
  /** The site's own content folder (the server's CONTENT_DIR): live until a content release. */
  readonly contentDir: string;
  readonly timeoutMs: number;
}

export function runRelease(args: readonly string[], options: ReleaseProcessOptions): Promise<ReleaseAnswer> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(options.scriptsDir, 'release.mjs'), ...args, '--deploy-dir', options.deployDir],
      {
        cwd: path.dirname(options.scriptsDir),
        env: { ...process.env, SITE_ROOT: options.siteRoot, CONTENT_DIR: options.contentDir },
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: options.timeoutMs,
        killSignal: 'SIGKILL',
      },
    );
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
    child.on('close', (_code, signal) => {
      const line = output.trim().split('\n').pop() ?? '';
      try {
        resolve(JSON.parse(line) as ReleaseAnswer);
      } catch {
        const reason =
          signal === 'SIGKILL'
            ? `la vérification a dépassé ${Math.round(options.timeoutMs / 1000)} s`
            : errors.trim().split('\n').slice(-3).join(' ') || 'arrêt inattendu';
        resolve({ ok: false, problems: [`Vérification interrompue : ${reason}.`] });
      }
    });
  });
}
