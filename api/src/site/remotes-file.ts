import fs from 'node:fs';
import path from 'node:path';
import { remoteModules, servedManifestPath } from './modules';

export type RemotesMap = Record<string, string>;

/** Each remote served from its own dist/ folder: the state of a fresh clone. */
function defaultRemotes(): RemotesMap {
  return Object.fromEntries(
    remoteModules.map((module) => [module.federationName, servedManifestPath(module)]),
  );
}

function remotesFilePath(deployDir: string): string {
  return path.join(deployDir, 'remotes.json');
}

/**
 * The current /remotes.json: the deployment file where one exists (a published version of a module
 * replaces its line), the defaults otherwise. Read on every request, so a deployment needs no restart.
 */
export function readRemotes(deployDir: string): RemotesMap {
  const merged = defaultRemotes();
  try {
    const stored: unknown = JSON.parse(fs.readFileSync(remotesFilePath(deployDir), 'utf8'));
    if (stored && typeof stored === 'object') {
      for (const [name, entry] of Object.entries(stored)) {
        if (name in merged && typeof entry === 'string') merged[name] = entry;
      }
    }
  } catch {
    // No deployment file yet, or an unreadable one: the defaults apply.
  }
  return merged;
}
