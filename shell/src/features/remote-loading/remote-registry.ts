import { registerRemotes } from '@mtdm/shared/federation-runtime';
import { remoteEntryBeside } from '@mtdm/shared/federation';
import { FRAME_CALLS, readBootData } from '@mtdm/shared/routing';
import type { RemoteManifestMap } from './remote-names';

const FETCH_TIMEOUT_MS = 5000;

let registration: Promise<RemoteManifestMap> | undefined;

/** A federation name as the modules' list spells them ("mfe_shop"). */
const FEDERATION_NAME = /^[a-z][a-z0-9_]*$/;

/**
 * Every remote the server names: a public page names the public remotes, a signed-in space's page
 * also its own (the shell carries no list of its own, so a new module costs it no byte).
 */
function parseRemoteMap(value: unknown): RemoteManifestMap {
  if (typeof value !== 'object' || value === null) throw new Error('remotes.json: objet attendu');
  const map: RemoteManifestMap = {};
  for (const [name, entry] of Object.entries(value as Record<string, unknown>))
    if (FEDERATION_NAME.test(name) && typeof entry === 'string' && entry.length > 0) map[name] = entry;
  return map;
}

/** The remotes the server wrote into the document, else /remotes.json (sent with no-cache). */
async function readRemoteMap(): Promise<unknown> {
  const written = readBootData()?.remotes;
  if (written) return written;
  const response = await fetch(FRAME_CALLS.remotes, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
  return response.json();
}

async function fetchAndRegister(): Promise<RemoteManifestMap> {
  const map = parseRemoteMap(await readRemoteMap());
  // The entry beside each manifest: the site's runtime loads entries, never manifests (see remoteEntryBeside).
  registerRemotes(
    Object.entries(map).flatMap(([name, manifest]) =>
      manifest ? [{ name, entry: remoteEntryBeside(manifest) }] : [],
    ),
  );
  return map;
}

/**
 * Reads the remotes once (from the document, else /remotes.json) and registers every remote; a
 * failure is forgotten so a retry reads them again.
 */
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
