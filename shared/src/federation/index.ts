export {
  remoteModules,
  publicRemoteModules,
  signedInRemoteModules,
  shellModule,
  remoteByName,
  servedManifestPath,
  remoteEntryBeside,
} from './modules';
export type { RemoteModule, RemoteName, SignedInRemoteModule } from './modules';
