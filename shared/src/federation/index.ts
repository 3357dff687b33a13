export {
  remoteModules,
  publicRemoteModules,
  signedInRemoteModules,
  shellModule,
  remoteByName,
  servedManifestPath,
  remoteEntryBeside,
  spacePageModuleOf,
} from './modules';
export type { RemoteModule, RemoteName, SignedInRemoteModule } from './modules';
