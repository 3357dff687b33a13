import fs from 'node:fs';
import path from 'node:path';
import * as runtimeCore from '@module-federation/runtime-core';
import shareRuntimePlugin, { SHARED_RUNTIME_GLOBAL } from '../share-runtime-plugin';

type RuntimeGlobal = typeof globalThis & Record<string, unknown>;

afterEach(() => {
  delete (globalThis as RuntimeGlobal)[SHARED_RUNTIME_GLOBAL];
});

test('puts the shell’s federation runtime where the remotes look for it, before the first remote loads', () => {
  expect((globalThis as RuntimeGlobal)[SHARED_RUNTIME_GLOBAL]).toBeUndefined();
  const args = { options: { name: 'shell' } } as never;
  expect(shareRuntimePlugin().beforeInit?.(args)).toBe(args);
  const provided = (globalThis as RuntimeGlobal)[SHARED_RUNTIME_GLOBAL] as typeof runtimeCore;
  expect(provided.ModuleFederation).toBe(runtimeCore.ModuleFederation);
  // What a remote's bundled @module-federation/runtime takes from it.
  expect(typeof provided.ModuleFederation).toBe('function');
  expect(typeof provided.getRemoteEntry).toBe('function');
  expect(typeof provided.setGlobalFederationInstance).toBe('function');
});

test('is the name @module-federation/enhanced gives the external runtime', () => {
  const entry = require.resolve('@module-federation/enhanced/webpack');
  const packageRoot = entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`));
  const source = fs.readFileSync(
    path.join(packageRoot, 'dist/src/lib/container/ModuleFederationPlugin.js'),
    'utf8',
  );
  expect(source).toContain(`"@module-federation/runtime-core": "${SHARED_RUNTIME_GLOBAL}"`);
});
