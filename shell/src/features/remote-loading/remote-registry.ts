import { registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteEntryBeside } from '@mtdm/shared/federation';
import { REMOTE_NAMES, type RemoteManifestMap } from './remote-names';

export const REMOTES_URL = '/remotes.json';
const FETCH_TIMEOUT_MS = 5000;

let registration: Promise<RemoteManifestMap> | undefined;

function parseRemoteMap(value: unknown): RemoteManifestMap {
  if (typeof value !== 'object' || value === null) throw new Error('remotes.json: objet attendu');
  const map: RemoteManifestMap = {};
  for (const name of REMOTE_NAMES) {
    const entry = (value as Record<string, unknown>)[name];
    if (typeof entry === 'string' && entry.length > 0) map[name] = entry;
  }
  return map;
}

async function fetchAndRegister(): Promise<RemoteManifestMap> {
  // No `cache` option: the request must match the <link rel="preload"> of index.html to reuse it.
  // The server sends the file with Cache-Control: no-cache, so it is revalidated on every visit.
  const response = await fetch(REMOTES_URL, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
  const map = parseRemoteMap(await response.json());
  // The entry beside each manifest: the runtime is built without manifest support (see remoteEntryBeside).
  registerRemotes(
    Object.entries(map).flatMap(([name, manifest]) =>
      manifest ? [{ name, entry: remoteEntryBeside(manifest) }] : [],
    ),
  );
  return map;
}

/** Reads /remotes.json once and registers every remote; a failure is forgotten so a retry reads it again. */
export function startRemoteRegistration(): Promise<RemoteManifestMap> {
  if (!registration) {
    registration = fetchAndRegister().catch((error: unknown) => {
      registration = undefined;
      throw error;
    });
  }
  return registration;
}

/** Test hook: forget the registration. */
export function resetRegistrationForTests(): void {
  registration = undefined;
}
