export {
  remoteModules,
  publicRemoteModules,
  signedInRemoteModules,
  shellModule,
  remoteByName,
  servedManifestPath,
  spacePageModuleOf,
} from './modules';
export { remoteEntryBeside } from './remote-entry';
export type { RemoteModule, RemoteName, SignedInRemoteModule } from './modules';
