// The shell's entry to the site's federation runtime (see bundler-runtime.ts).
export { registerRemotes, loadRemote, resetRemotesForTests } from './host';
export type { RemoteRegistration } from './host';
export { REMOTE_ENTRY_TIMEOUT_MS } from './load-script';
