// What this browser tells the server when a module fails: the module (its federation name), its
// release, the page's path (never its query), the kind of failure and its message (cut short; the
// server removes anything that could name a person). A few reports per page load at most, each
// module fewer still: a broken page cannot flood the server from one visitor.
import { FRAME_CALLS } from '@mtdm/shared/routing';
import { startRemoteRegistration } from './remote-registry';

const MOST_PER_PAGE_LOAD = 6;
const MOST_PER_MODULE = 3;

type FailureKind = 'boundary' | 'chunk' | 'unhandled';

const sentByModule = new Map<string, number>();
let sent = 0;

/** The release a remote is served from: its /releases/<version>/ folder, else its own build. */
const releaseOf = (manifest: string | undefined) =>
  manifest ? (/\/releases\/([\w.-]+)\//.exec(manifest)?.[1] ?? 'dist') : undefined;

/** Sends one report, when the page load and the module still have some left. */
export function reportModuleError(remote: string, kind: FailureKind, error: unknown): void {
  const count = sentByModule.get(remote) ?? 0;
  if (sent >= MOST_PER_PAGE_LOAD || count >= MOST_PER_MODULE) return;
  sent += 1;
  sentByModule.set(remote, count + 1);
  const message = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 300);
  void startRemoteRegistration()
    .catch(() => ({}) as Record<string, string | undefined>)
    .then((remotes) => {
      const body = JSON.stringify({
        module: remote,
        release: releaseOf(remotes[remote]),
        route: window.location.pathname,
        kind,
        message,
      });
      if (!navigator.sendBeacon?.(FRAME_CALLS.browserErrors, body))
        void fetch(FRAME_CALLS.browserErrors, { method: 'POST', body, keepalive: true }).catch(
          () => undefined,
        );
    });
}

/** A failure to load a module's code rather than one of its code: its chunk or its entry. */
export const failureKindOf = (error: unknown): FailureKind =>
  error instanceof Error &&
  /ChunkLoadError|Loading (CSS )?chunk|remoteEntry|RUNTIME-00[1-8]/.test(`${error.name} ${error.message}`)
    ? 'chunk'
    : 'boundary';

/**
 * Errors no boundary caught (an event handler, a timer, a promise) whose stack runs through a
 * module's files (/mfe/<segment>/…): reported as that module's. The site's own errors are not.
 */
export function watchUnhandledModuleErrors(target: Window = window): void {
  const attribute = (error: unknown, file?: string) => {
    const where = `${file ?? ''} ${error instanceof Error ? (error.stack ?? '') : ''}`;
    const segment = /\/mfe\/([a-z0-9-]+)\//.exec(where)?.[1];
    if (!segment) return;
    void startRemoteRegistration()
      .then((remotes) => {
        const remote = Object.keys(remotes).find((name) => remotes[name]?.includes(`/mfe/${segment}/`));
        if (remote) reportModuleError(remote, 'unhandled', error);
      })
      .catch(() => undefined);
  };
  target.addEventListener('error', (event) => attribute(event.error, event.filename));
  target.addEventListener('unhandledrejection', (event) => attribute(event.reason));
}

/** Test hook: a new page load. */
export function resetReportsForTests(): void {
  sentByModule.clear();
  sent = 0;
}
