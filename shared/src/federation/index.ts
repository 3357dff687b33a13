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
export { remoteEntryBeside } from './remote-entry';
export type { RemoteModule, RemoteName, SignedInRemoteModule } from './modules';
