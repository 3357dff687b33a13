/** Federation names of the remotes, as they appear in /remotes.json. */
export type RemoteName = 'mfe_museum' | 'mfe_association' | 'mfe_shop' | 'mfe_forms';

export const REMOTE_NAMES: readonly RemoteName[] = ['mfe_museum', 'mfe_association', 'mfe_shop', 'mfe_forms'];

/** Address of a remote's manifest, keyed by federation name (the content of /remotes.json). */
export type RemoteManifestMap = Partial<Record<RemoteName, string>>;
