import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Delays before the second and third attempts: a bounded retry before the visitor sees the fallback. */
export const RETRY_DELAYS_MS: readonly number[] = [400, 1200];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type ErrorLoadRemote = NonNullable<ModuleFederationRuntimePlugin['errorLoadRemote']>;
type ErrorLoadRemoteArgs = Parameters<ErrorLoadRemote>[0];

/**
 * Retries where Module Federation puts them (a runtime plugin, as module-federation/core's
 * router-demo does): when loading an exposed module fails — remote entry or page chunk —
 * the remote is registered afresh (forgetting what the runtime cached of the failure) and the load
 * tried again after each delay. After the last one the error goes on to the page, which shows its
 * French fallback and "Réessayer". No React here: runtime plugins run before the shared scope.
 */
export function createRetryPlugin(
  delays: readonly number[] = RETRY_DELAYS_MS,
  wait: (ms: number) => Promise<void> = sleep,
): ModuleFederationRuntimePlugin {
  /** Attempts already made for a module id in the retry under way. */
  const attempts = new Map<string, number>();
  return {
    name: 'mtdm-remote-retries',
    async errorLoadRemote(args: ErrorLoadRemoteArgs) {
      if (args.lifecycle !== 'onLoad') return undefined;
      const { id, origin } = args;
      const made = attempts.get(id) ?? 0;
      const delay = delays[made];
      if (delay === undefined) return undefined; // give up: the runtime throws the error
      attempts.set(id, made + 1);
      try {
        await wait(delay);
        const name = id.split('/')[0];
        const remote = origin.options.remotes.find((entry) => entry.name === name || entry.alias === name);
        if (remote) origin.registerRemotes([remote], { force: true });
        // A failure here comes back through this hook with one attempt more.
        const loaded = await origin.loadRemote(id);
        return args.from === 'build' ? () => loaded : loaded;
      } finally {
        if (made === 0) attempts.delete(id);
      }
    },
  };
}

export default function retryRuntimePlugin(): ModuleFederationRuntimePlugin {
  return createRetryPlugin();
}
