export {
  remoteModules,
  shellModule,
  remoteByName,
  servedManifestPath,
  remoteEntryBeside,
  REMOTE_ENTRY_FILE,
} from './modules';
export type { RemoteModule, ShellModule, RemoteName } from './modules';
