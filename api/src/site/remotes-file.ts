import type { RemoteModule } from '@mtdm/shared/federation';
import { publicRemoteModules, servedManifestPath } from './modules';
import { readLiveSite } from '../releases/layout';
import { registeredModules } from '../releases/module-registry';

type RemotesMap = Record<string, string>;

/**
 * The current /remotes.json: each remote's live release, else its own dist/. Read on every request,
 * so a deployment needs no restart. A public page names the public remotes only, and the modules
 * registered while the server runs once they have a release live; a signed-in space's page names its
 * own too (`modules`).
 */
export function readRemotes(
  deployDir: string,
  modules: readonly RemoteModule[] = publicRemoteModules,
): RemotesMap {
  const { remotes } = readLiveSite(deployDir);
  const registered = registeredModules(deployDir).filter((module) => remotes[module.federationName]);
  return Object.fromEntries(
    [...modules, ...registered].map((module) => {
      const version = remotes[module.federationName];
      return [
        module.federationName,
        version ? `/mfe/${module.segment}/releases/${version}/mf-manifest.json` : servedManifestPath(module),
      ];
    }),
  );
}
