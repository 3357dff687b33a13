// A build's `__webpack_require__` as the plugin's generated runtime sets it up, around one runtime's
// functions (the whole runtime, or a remote's borrowing one), and remote entries "loaded" by answering
// the script elements the runtime appends: what the federation runtime tests run on.
import shellFederation from '../bundler-runtime';
import type { ConsumeData, Container, FederationInstance, ProvidedShared, WebpackRequire } from '../types';

export interface FakeBuildOptions {
  provides?: Record<string, ProvidedShared[]>;
  consumes?: Record<string, ConsumeData>;
}

/** The functions of a runtime the fake build calls, as `__webpack_require__.federation.bundlerRuntime`. */
export interface RuntimeFunctions {
  init: (options: { webpackRequire: WebpackRequire }) => FederationInstance;
  I: (options: never) => unknown;
  consumes: (options: never) => void;
  initContainerEntry: (options: never) => unknown;
}

export function fakeBuild(
  runtime: RuntimeFunctions,
  name: string,
  { provides = {}, consumes = {} }: FakeBuildOptions,
) {
  const cache: Record<string, { exports: unknown }> = {};
  const require = ((id: string) => {
    const cached = cache[id];
    if (cached) return cached.exports;
    const module = (cache[id] = { exports: {} as unknown });
    const factory = require.m[id];
    if (!factory) throw new Error(`module ${id} absent`);
    factory(module);
    return module.exports;
  }) as WebpackRequire;
  require.m = {};
  require.c = cache;
  require.o = (object, key) => Object.prototype.hasOwnProperty.call(object, key);
  require.S = {};
  require.consumesLoadingData = { moduleIdToConsumeDataMapping: consumes };
  require.federation = { initOptions: { name, shared: provides } };
  const initPromises = {};
  require.I = (scopeName) =>
    runtime.I({ shareScopeName: scopeName, webpackRequire: require, initPromises } as never);
  require.federation.instance = runtime.init({ webpackRequire: require });
  const installedModules = {};
  /** `__webpack_require__.e(chunk)` as far as consumes go. */
  const ensureChunk = async (chunkId: string, chunkMapping: Record<string, string[]>) => {
    const promises: Promise<unknown>[] = [];
    runtime.consumes({ chunkId, promises, installedModules, webpackRequire: require, chunkMapping } as never);
    await Promise.all(promises);
  };
  return { require, ensureChunk };
}

/** A module's copy of React, named by its owner: which build's singleton a page received. */
export const reactOf = (owner: string) => ({ owner });

/** How a page consumes React, singleton of the `default` scope, with the copy its build falls back on. */
export const consumeReactWith = (fallback: ConsumeData['fallback']): ConsumeData => ({
  shareKey: 'react',
  shareScope: ['default'],
  singleton: true,
  requiredVersion: '19.3.1',
  strictVersion: false,
  fallback,
});

/**
 * The shell's build, on the site's whole runtime: provides React and consumes it as `consume` says
 * (built after a remote's: its instance is the host the shell loads through).
 */
export function shellBuild(consume: ConsumeData) {
  // One module instance, as webpack's module cache makes it.
  const shellReact = reactOf('shell');
  return fakeBuild(shellFederation.bundlerRuntime, 'shell', {
    provides: { react: [{ version: '19.3.1', get: async () => () => shellReact, scope: ['default'] }] },
    consumes: { 'consumed-react': consume },
  });
}

/**
 * The container of a module's build exposing './HomePage', a page that consumes React (the build's
 * 'consumed-react'): what its remoteEntry.js would assign to its global.
 */
export function homePageContainer(runtime: RuntimeFunctions, build: ReturnType<typeof fakeBuild>): Container {
  build.require.m.page = (module) => {
    module.exports = { default: 'HomePage', react: build.require('consumed-react') };
  };
  return {
    init: (shareScope, initScope) =>
      runtime.initContainerEntry({
        webpackRequire: build.require,
        shareScope,
        initScope,
        shareScopeKey: 'default',
      } as never),
    get: async (exposed) => {
      if (exposed !== './HomePage') throw new Error(`Module "${exposed}" does not exist in container.`);
      await build.ensureChunk('page-chunk', { 'page-chunk': ['consumed-react'] });
      return () => build.require('page');
    },
  };
}

export type ScriptAnswer = 'load' | 'error' | 'silence';

/** Answers each remote entry script: runs the container (sets its global) or fails. */
export function serveEntries(containers: Record<string, Container>, answers: ScriptAnswer[] = []) {
  const requested: string[] = [];
  const original = document.head.appendChild.bind(document.head);
  jest.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    if (!(node instanceof HTMLScriptElement)) return original(node);
    requested.push(node.getAttribute('src') ?? '');
    const answer = answers.shift() ?? 'load';
    queueMicrotask(() => {
      if (answer === 'silence') return;
      if (answer === 'error') {
        node.onerror?.(new Event('error'));
        return;
      }
      const name = Object.keys(containers).find((key) => node.src.includes(key.replace('mfe_', '/')));
      if (name) Object.assign(globalThis, { [name]: containers[name] });
      node.onload?.(new Event('load'));
    });
    return original(node);
  });
  return requested;
}
