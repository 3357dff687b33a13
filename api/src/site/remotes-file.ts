import { remoteModules, servedManifestPath } from './modules';
import { readLiveSite } from '../releases/layout';

type RemotesMap = Record<string, string>;

/**
 * The current /remotes.json: each remote's live release, else its own dist/. Read on every request,
 * so a deployment needs no restart.
 */
export function readRemotes(deployDir: string): RemotesMap {
  const { remotes } = readLiveSite(deployDir);
  return Object.fromEntries(
    remoteModules.map((module) => {
      const version = remotes[module.federationName];
      return [
        module.federationName,
        version ? `/mfe/${module.segment}/releases/${version}/mf-manifest.json` : servedManifestPath(module),
      ];
    }),
  );
}
