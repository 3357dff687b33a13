import { shellModule } from '@mtdm/shared/federation';

/** The frontend modules the server publishes come from the one list, shared/modules.json. */
export { remoteModules, publicRemoteModules, servedManifestPath } from '@mtdm/shared/federation';

export const SHELL_FOLDER = shellModule.folder;
