export { remoteModules, shellModule, remoteByName, servedManifestPath, remoteEntryBeside } from './modules';
export type { RemoteModule, RemoteName } from './modules';
