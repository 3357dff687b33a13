import { remoteModules, type RemoteName } from '@mtdm/shared/federation';

export type { RemoteName };

/** Federation names of the remotes, as they appear in /remotes.json (from shared/modules.json). */
export const REMOTE_NAMES: readonly RemoteName[] = remoteModules.map((module) => module.federationName);

/** Address of a remote's manifest, keyed by federation name (the content of /remotes.json). */
export type RemoteManifestMap = Partial<Record<RemoteName, string>>;
