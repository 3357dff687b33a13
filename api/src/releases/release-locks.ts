// Who may release at the same time. Each module has its own lock: a second release of the same module
// is told how long the first has been running. Releases of different remotes run side by side; the
// shell and the content, which render pages of every module, run alone. Composing a state and
// switching it live are one short step at a time for the whole site.

/** The releases that run alone: they render the pages of every module. */
const SITE_WIDE = new Set(['shell', 'content']);

interface Running {
  readonly since: number;
}

class SiteLock {
  private readers = 0;
  private writer = false;
  private queue: { readonly exclusive: boolean; readonly go: () => void }[] = [];

  async hold<T>(exclusive: boolean, run: () => Promise<T>): Promise<T> {
    await new Promise<void>((go) => {
      this.queue.push({ exclusive, go });
      this.next();
    });
    try {
      return await run();
    } finally {
      if (exclusive) this.writer = false;
      else this.readers -= 1;
      this.next();
    }
  }

  /** First come, first served: a waiting site-wide release is not overtaken by later ones. */
  private next(): void {
    while (this.queue.length > 0 && !this.writer) {
      const first = this.queue[0]!;
      if (first.exclusive && this.readers > 0) return;
      this.queue.shift();
      if (first.exclusive) this.writer = true;
      else this.readers += 1;
      first.go();
      if (first.exclusive) return;
    }
  }
}

/** One at a time: composing a state, switching it, checking it served. */
class Mutex {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task, task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

export class ReleaseLocks {
  private readonly running = new Map<string, Running>();
  private readonly site = new SiteLock();
  private readonly commits = new Mutex();

  /**
   * Runs `release` for `module` unless that module is already releasing (then how long it has been at
   * it, in seconds).
   */
  async forModule<T>(
    module: string,
    release: () => Promise<T>,
  ): Promise<{ readonly done: T } | { readonly busyFor: number }> {
    const current = this.running.get(module);
    if (current) return { busyFor: Math.round((Date.now() - current.since) / 1000) };
    this.running.set(module, { since: Date.now() });
    try {
      return { done: await release() };
    } finally {
      this.running.delete(module);
    }
  }

  /** Checks and renders of `module`: beside other remotes', alone for the shell and the content. */
  beside<T>(module: string, work: () => Promise<T>): Promise<T> {
    return this.site.hold(SITE_WIDE.has(module), work);
  }

  /** The short step that changes the live site, one release at a time. */
  commit<T>(task: () => Promise<T>): Promise<T> {
    return this.commits.run(task);
  }
}
