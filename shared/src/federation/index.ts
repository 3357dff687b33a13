export {
  remoteModules,
  publicRemoteModules,
  signedInRemoteModules,
  shellModule,
  remoteByName,
  servedManifestPath,
  spacePageModuleOf,
  modulePageOf,
} from './modules';
export { remoteEntryBeside, REMOTE_ENTRY_ATTRIBUTE } from './remote-entry';
export type { RemoteModule, RemoteName, SignedInRemoteModule } from './modules';
