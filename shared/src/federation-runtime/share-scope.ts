// The share scope: every build puts in what it provides, every build takes its singletons from it.
import type { ConsumeData, ModuleFactory, ProvidedShared, ShareScope, SharedVersion } from './types';
import { compareVersions, satisfies } from './versions';

/**
 * Puts a build's provided modules into a share scope, by webpack's rule: a version already taken by a
 * container stays; otherwise the provider with the greater unique name wins (the same choice in every
 * load order).
 */
export function provideShared(
  scope: ShareScope,
  scopeName: string,
  provided: Record<string, readonly ProvidedShared[]> | undefined,
  from: string,
): void {
  for (const [name, versions] of Object.entries(provided ?? {})) {
    for (const { version, get, scope: scopes = ['default'], shareConfig } of versions) {
      if (!scopes.includes(scopeName)) continue;
      const byVersion = (scope[name] ??= {});
      const current = byVersion[version];
      if (!current || (!current.loaded && from > current.from)) {
        byVersion[version] = { get, from, eager: Boolean(shareConfig?.eager) };
      }
    }
  }
}

/** The version a singleton resolves to: the one already taken, else the highest provided. */
export function pickSingleton(versions: Record<string, SharedVersion>): [string, SharedVersion] | undefined {
  const entries = Object.entries(versions);
  const taken = entries.find(([, entry]) => entry.loaded);
  if (taken) return taken;
  return entries.sort(([a], [b]) => compareVersions(b, a))[0];
}

/** Of several versions, the highest that meets the requirement (modules that are not singletons). */
function pickSatisfying(
  versions: Record<string, SharedVersion>,
  required: string | false | undefined,
): [string, SharedVersion] | undefined {
  return Object.entries(versions)
    .filter(([version]) => satisfies(version, required))
    .sort(([a], [b]) => compareVersions(b, a))[0];
}

const loading = new WeakMap<SharedVersion, Promise<ModuleFactory>>();

/**
 * The factory of a consumed module: the scope's singleton (a warning when it is not the version the
 * build asked for, as webpack's non-strict singletons do), else the build's own copy.
 */
export function resolveShared(scope: ShareScope, consume: ConsumeData): Promise<ModuleFactory> {
  const versions = scope[consume.shareKey] ?? {};
  const picked = consume.singleton
    ? pickSingleton(versions)
    : pickSatisfying(versions, consume.requiredVersion);
  if (!picked) return consume.fallback();
  const [version, entry] = picked;
  if (!satisfies(version, consume.requiredVersion)) {
    if (consume.strictVersion) return consume.fallback();
    console.warn(
      `Module Federation : ${consume.shareKey} ${version} partagé, ${String(consume.requiredVersion)} demandé.`,
    );
  }
  entry.loaded = true;
  let factory = loading.get(entry);
  if (!factory) {
    factory = Promise.resolve(entry.get());
    loading.set(entry, factory);
    // A chunk that failed to load is asked again next time.
    factory.catch(() => loading.delete(entry));
  }
  return factory;
}
