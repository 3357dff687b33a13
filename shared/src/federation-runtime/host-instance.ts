import type { FederationInstance } from './types';

// The instance of the build this copy of the runtime is bundled in (the shell's, in the shell).
let hostInstance: FederationInstance | undefined;

export function setHostInstance(instance: FederationInstance | undefined): void {
  hostInstance = instance;
}

export function getHostInstance(): FederationInstance {
  if (!hostInstance)
    throw new Error('Module Federation : runtime non initialisé (import hors d’un build fédéré).');
  return hostInstance;
}
