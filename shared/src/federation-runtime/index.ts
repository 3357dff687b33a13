// The shell's entry to the site's federation runtime (see bundler-runtime.ts).
export { registerRemotes, loadRemote } from './host';
