import type { RemoteName } from '@mtdm/shared/federation';

export type { RemoteName };

/** Address of a remote's manifest, keyed by federation name (the content of /remotes.json). */
export type RemoteManifestMap = Partial<Record<RemoteName, string>>;
