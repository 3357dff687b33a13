// A team's deployment of its module, and rollbacks: the archive unpacked aside, checked, its pages
// rendered by the sandboxed renderer (api/src/releases), composed into a state, switched live with one
// rename, asked for again as a visitor's browser would (smoke check), switched back if that fails;
// every step in the audit trail.
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import {
  ArchiveRefused,
  BUILD_FOLDERS,
  CONTENT_FOLDERS,
  unpackBuild,
} from '../infrastructure/deploy-archive';
import { commitRelease } from '../releases/commit-release';
import { prepareContentRelease, type ContentSource } from '../releases/content-release';
import { pruneMediaVariants, pruneReleases, pruneStates, readLiveSite, releaseDir } from '../releases/layout';
import { prepareModuleRelease, type ModuleSource } from '../releases/module-release';
import type { Preparation } from '../releases/prepared-release';
import { moduleByFolder } from '../releases/release-checks';
import { knownRemote, newModuleNamed, registerModule, unregisterModule } from '../releases/module-registry';
import { ReleaseLocks } from '../releases/release-locks';
import { newWorkspace } from '../releases/site-render';
import { nowIso } from '../database/database';
import { releaseWaitingDocuments } from '../documents/waiting-documents-schedule';
import { noteLiveVersion, watchRelease } from './release-watch';
import { deploymentsOf, insertDeployment, type DeploymentRecord, type Provenance } from './deployment-store';
import type { Services } from '../services';
import { isDeployableModule, type DeployableModule } from './deploy-tokens';
import { releaseEnvironment } from './release-environment';
import { smokeCheck, type LocalFetch } from './smoke-check';

export type DeployOutcome =
  | {
      readonly kind: 'live';
      readonly version: string;
      readonly pages: readonly string[];
      /** A content release: the collections it changed. */
      readonly collections?: readonly string[];
    }
  | { readonly kind: 'refused'; readonly problems: readonly string[] }
  | { readonly kind: 'rolled-back'; readonly version: string; readonly problems: readonly string[] }
  | { readonly kind: 'busy'; readonly retryAfterSeconds: number };

export type { Provenance };

export interface DeployRequest extends Partial<Provenance> {
  readonly module: DeployableModule;
  readonly tokenName: string;
  /** Why, when the server itself does it (a release pulled back by its watch): kept in the history. */
  readonly reason?: string;
  /** The commit the pipeline built, as it says (for the audit trail). */
  readonly commit: string | null;
}

const deployMessages = {
  noState: 'Le site n’a pas encore d’état en service : démarrez-le une première fois (npm start).',
  noPrevious: (module: string) => `Aucune version précédente de ${module} à remettre en service.`,
  unknownVersion: (version: string) => `La version ${version} n’a jamais été en service.`,
  nameTaken: (module: string) =>
    `${module} ne peut pas être enregistré : son nom reprend celui d’un module existant.`,
} as const;

/** The module's own build (its dist/ under the site root), as a rollback target and in the audit trail. */
export const OWN_BUILD = 'dist';

/** A release usually takes two seconds: a second one of the same module is told to come back after this. */
const MIN_RETRY_SECONDS = 5;

/** The answer to a second release of a module while one has run for `busyFor` seconds. */
export const busyOutcome = (busyFor: number): DeployOutcome => ({
  kind: 'busy',
  retryAfterSeconds: Math.max(MIN_RETRY_SECONDS, Math.ceil(busyFor / 2)),
});

/** Where a module's releases are kept: its segment ('shop'…), 'shell' or 'content'. */
const segmentOf = (deployDir: string, module: DeployableModule) =>
  module === 'shell' || module === 'content' ? module : knownRemote(deployDir, module)!.segment;

/** One release of a module at a time, previews included. */
export const locks = new ReleaseLocks();

/** The versions that were live, newest first (the audit trail), the live one first of all. */
function liveVersions(history: readonly DeploymentRecord[]): string[] {
  return [
    ...new Set(history.filter((entry) => entry.result === 'live').map((entry) => entry.version ?? OWN_BUILD)),
  ];
}

type Source = { readonly from: string } | { readonly version: string } | { readonly ownBuild: true };

export function prepare(
  services: Services,
  module: DeployableModule,
  source: Source,
  workspace: Awaited<ReturnType<typeof newWorkspace>>,
): Promise<Preparation> {
  const env = releaseEnvironment(services.config);
  if (module === 'content') return prepareContentRelease(env, source as ContentSource, workspace);
  return prepareModuleRelease(
    env,
    moduleByFolder(services.config.deployDir, module)!,
    source as ModuleSource,
    workspace,
  );
}

/** Prepares, commits and records one release of `request.module`; the same module is never released twice at once. */
async function release(
  services: Services,
  request: DeployRequest & { readonly action: 'deploy' | 'rollback' },
  source: (workspaceRoot: string) => Promise<Source | { readonly refused: string }>,
  fetchLocal: LocalFetch,
  log: FastifyBaseLogger,
): Promise<DeployOutcome> {
  const { db, config } = services;
  const startedAt = nowIso();
  const record = (result: DeploymentRecord['result'], version: string | null, message: string | null) =>
    insertDeployment(db, { ...request, version, result, message, startedAt });
  const outcome = await locks.forModule(request.module, async (): Promise<DeployOutcome> => {
    const workspace = await newWorkspace(config.deployDir);
    try {
      const from = await source(workspace.root);
      if ('refused' in from) {
        record('refused', null, from.refused);
        return { kind: 'refused', problems: [from.refused] };
      }
      return await locks.beside(request.module, async (): Promise<DeployOutcome> => {
        if (!readLiveSite(config.deployDir).dir) {
          record('refused', null, deployMessages.noState);
          return { kind: 'refused', problems: [deployMessages.noState] };
        }
        const prepared = await prepare(services, request.module, from, workspace);
        if (!prepared.ok) {
          record('refused', null, prepared.problems.join(' '));
          log.info({ module: request.module, action: request.action }, 'déploiement refusé');
          return { kind: 'refused', problems: prepared.problems };
        }
        const version = prepared.release.version ?? OWN_BUILD;
        const committed = await commitRelease(
          releaseEnvironment(config),
          locks,
          prepared.release,
          workspace,
          { action: request.action, tokenName: request.tokenName, commit: request.commit, startedAt },
          (release) => smokeCheck(fetchLocal, release.pages, release.files),
        );
        if (!committed.ok && !committed.rolledBack) {
          record('refused', null, committed.problems.join(' '));
          return { kind: 'refused', problems: committed.problems };
        }
        if (!committed.ok) {
          record('rolled-back', version, committed.problems.join(' '));
          log.warn(
            { module: request.module, version },
            'déploiement annulé : la version servie ne répond pas',
          );
          return { kind: 'rolled-back', version, problems: committed.problems };
        }
        record('live', version, request.reason ?? null);
        await pruneReleases(
          config.deployDir,
          segmentOf(config.deployDir, request.module),
          new Set(liveVersions(deploymentsOf(db, request.module)).slice(0, config.deployKeepReleases + 1)),
        );
        await pruneStates(config.deployDir);
        // The widths made of the photographs of a content release no longer live.
        if (request.module === 'content') await pruneMediaVariants(config.deployDir);
        log.info({ module: request.module, action: request.action, version }, 'version en service');
        return {
          kind: 'live',
          version,
          pages: prepared.release.pages,
          ...(prepared.release.collections ? { collections: prepared.release.collections } : {}),
        };
      });
    } finally {
      await fs.promises.rm(workspace.root, { recursive: true, force: true });
    }
  });
  return 'busyFor' in outcome ? busyOutcome(outcome.busyFor) : outcome.done;
}

/** A build sent by a pipeline: unpacked aside, then released if it passes everything. */
export function deployRelease(
  services: Services,
  request: DeployRequest,
  archive: Readable,
  fetchLocal: LocalFetch,
  log: FastifyBaseLogger,
): Promise<DeployOutcome> {
  const folders = request.module === 'content' ? CONTENT_FOLDERS : BUILD_FOLDERS;
  return deployFrom(
    services,
    request,
    async (root) => {
      const unpacked = path.join(root, 'archive');
      try {
        await unpackBuild(archive, unpacked, undefined, folders);
        return { from: unpacked };
      } catch (error) {
        archive.resume();
        return { refused: error instanceof ArchiveRefused ? error.message : 'Archive illisible.' };
      }
    },
    fetchLocal,
    log,
  ).then((outcome) => {
    // A refused request's archive is still arriving: read to its end, never kept.
    if (outcome.kind === 'busy') archive.resume();
    return outcome;
  });
}

/**
 * A build put in the workspace by `source` (an archive unpacked, a preview copied), released if it
 * passes everything; a module's release is then watched by its visitors, and pulled back by the server
 * if they see it fail.
 */
export function deployFrom(
  services: Services,
  request: DeployRequest,
  source: (workspaceRoot: string) => Promise<{ readonly from: string } | { readonly refused: string }>,
  fetchLocal: LocalFetch,
  log: FastifyBaseLogger,
): Promise<DeployOutcome> {
  const { deployDir } = services.config;
  // The first release of a module made by npm run new-module registers it; if it does not go live, the
  // module is forgotten again (a release of it running meanwhile answers 'busy' and changes nothing).
  const fresh = isDeployableModule(request.module) ? undefined : newModuleNamed(deployDir, request.module);
  if (!isDeployableModule(request.module) && !knownRemote(deployDir, request.module) && !fresh)
    return Promise.resolve({ kind: 'refused', problems: [deployMessages.nameTaken(request.module)] });
  if (fresh) registerModule(deployDir, fresh);
  return release(services, { ...request, action: 'deploy' }, source, fetchLocal, log).then((outcome) => {
    const everLive = deploymentsOf(services.db, request.module).some((entry) => entry.result === 'live');
    if (fresh && outcome.kind !== 'busy' && !everLive) unregisterModule(deployDir, request.module);
    if (fresh && outcome.kind === 'live') log.info({ module: request.module }, 'nouveau module enregistré');
    // Content that now gives the association's details: the documents waiting for them leave at once.
    if (request.module === 'content' && outcome.kind === 'live') releaseWaitingDocuments(services, log);
    if (outcome.kind === 'live' && isRemote(services, request.module))
      watchRelease(services, request.module, outcome.version, (reason) =>
        rollbackRelease(
          services,
          { module: request.module, tokenName: WATCH_TOKEN_NAME, commit: null, reason },
          fetchLocal,
          log,
        ).then((pulled) => {
          if (pulled.kind === 'live')
            log.warn({ module: request.module, version: outcome.version }, 'version retirée automatiquement');
          return pulled;
        }),
      );
    return outcome;
  });
}

/** Who pulls a release back by itself, as the history names it. */
export const WATCH_TOKEN_NAME = 'surveillance des erreurs';

const isRemote = (services: Services, module: DeployableModule) =>
  knownRemote(services.config.deployDir, module) !== undefined;

/** Who asked, in the audit trail, for what the server does by itself at start. */
const SERVER_START = 'démarrage du serveur';

/**
 * The server's own content folder published as a snapshot (at start, when no content is live yet or
 * the folder changed since its last snapshot): the pages and the api then read the same files.
 */
export function publishOwnContent(
  services: Services,
  fetchLocal: LocalFetch,
  log: FastifyBaseLogger,
): Promise<DeployOutcome> {
  return release(
    services,
    { module: 'content', tokenName: SERVER_START, commit: null, action: 'deploy' },
    async () => ({ ownBuild: true }),
    fetchLocal,
    log,
  );
}

/** Back to `to`, or to the version live before the live one. */
export function rollbackRelease(
  services: Services,
  request: DeployRequest & { readonly to?: string },
  fetchLocal: LocalFetch,
  log: FastifyBaseLogger,
): Promise<DeployOutcome> {
  return release(
    services,
    { ...request, action: 'rollback' },
    async () => {
      const versions = liveVersions(deploymentsOf(services.db, request.module));
      // Before its first release, a module was served from its own build.
      const target = request.to ?? versions[1] ?? (versions.length === 1 ? OWN_BUILD : undefined);
      if (!target) return { refused: deployMessages.noPrevious(request.module) };
      if (target !== OWN_BUILD && !versions.includes(target))
        return { refused: deployMessages.unknownVersion(target) };
      return target === OWN_BUILD ? { ownBuild: true } : { version: target };
    },
    fetchLocal,
    log,
  ).then((outcome) => {
    // The version put back is counted afresh (not watched: it was live before).
    if (outcome.kind === 'live' && isRemote(services, request.module))
      noteLiveVersion(services, request.module, outcome.version);
    return outcome;
  });
}

export interface ReleaseListing {
  readonly module: DeployableModule;
  /** The live release, or OWN_BUILD. */
  readonly live: string;
  readonly releases: readonly { readonly version: string; readonly onServer: boolean }[];
  readonly history: readonly DeploymentRecord[];
}

/** A module's releases (newest first, whether still on the server) and its audit trail. */
export function releasesOf(services: Services, module: DeployableModule): ReleaseListing {
  const history = deploymentsOf(services.db, module);
  const versions = liveVersions(history);
  const site = readLiveSite(services.config.deployDir);
  const remote = knownRemote(services.config.deployDir, module);
  const segment = segmentOf(services.config.deployDir, module);
  return {
    module,
    live:
      (module === 'shell'
        ? site.shell
        : module === 'content'
          ? site.content
          : site.remotes[remote!.federationName]) ?? OWN_BUILD,
    releases: versions.map((version) => ({
      version,
      onServer: fs.existsSync(releaseDir(services.config.deployDir, segment, version)),
    })),
    history,
  };
}
