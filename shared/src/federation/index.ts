export { remoteModules, shellModule, remoteByName, servedManifestPath } from './modules';
export type { RemoteModule, ShellModule, RemoteName } from './modules';
