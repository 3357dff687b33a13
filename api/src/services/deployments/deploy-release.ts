// A team's deployment of its module, and rollbacks: the archive unpacked aside, checked and
// pre-rendered in a process of its own (scripts/release.mjs), switched live with one rename, asked for
// again like a visitor would (smoke check), switched back if that fails; every step in the audit trail.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { remoteModules } from '@mtdm/shared/federation';
import {
  ArchiveRefused,
  BUILD_FOLDERS,
  CONTENT_FOLDERS,
  unpackBuild,
} from '../../infrastructure/deploy-archive';
import { runRelease, type ReleaseAnswer } from '../../infrastructure/release-process';
import { nowIso } from '../../stores/database';
import { deploymentsOf, insertDeployment, type DeploymentRecord } from '../../stores/deployment-store';
import { currentStateDir, readLiveSite } from '../../stores/live-site-store';
import type { Services } from '../context';
import type { DeployableModule } from './deploy-tokens';
import { pruneReleases } from './prune-releases';
import { smokeCheck, type LocalFetch } from './smoke-check';

export type DeployOutcome =
  | { readonly kind: 'live'; readonly version: string; readonly pages: readonly string[] }
  | { readonly kind: 'refused'; readonly problems: readonly string[] }
  | { readonly kind: 'rolled-back'; readonly version: string; readonly problems: readonly string[] }
  | { readonly kind: 'busy' };

export interface DeployRequest {
  readonly module: DeployableModule;
  readonly tokenName: string;
  /** The commit the pipeline built, as it says (for the audit trail). */
  readonly commit: string | null;
}

const deployMessages = {
  noState: 'Le site n’a pas encore d’état en service : démarrez-le une première fois (npm start).',
  noPrevious: (module: string) => `Aucune version précédente de ${module} à remettre en service.`,
  unknownVersion: (version: string) => `La version ${version} n’a jamais été en service.`,
} as const;

/** The module's own build (its dist/ under the site root), as a rollback target and in the audit trail. */
export const OWN_BUILD = 'dist';

/** Where a module's releases are kept: its segment ('shop'…), 'shell' or 'content'. */
const segmentOf = (module: DeployableModule) =>
  module === 'shell' || module === 'content'
    ? module
    : remoteModules.find((remote) => remote.folder === module)!.segment;

/** One deployment or rollback at a time: each builds on the live state. */
let running = false;

function releaseOptions({ config }: Services) {
  return {
    scriptsDir: config.scriptsDir,
    deployDir: config.deployDir,
    siteRoot: config.siteRoot,
    contentDir: config.contentDir,
    timeoutMs: config.deployTimeoutMs,
  };
}

const liveStateOf = currentStateDir;

/** The versions that were live, newest first (the audit trail), the live one first of all. */
function liveVersions(history: readonly DeploymentRecord[]): string[] {
  return [
    ...new Set(history.filter((entry) => entry.result === 'live').map((entry) => entry.version ?? OWN_BUILD)),
  ];
}

/**
 * Runs the release process, then checks the switched site; a failed check switches back. Records the
 * outcome either way.
 */
async function releaseAndCheck(
  services: Services,
  request: DeployRequest & { readonly action: 'deploy' | 'rollback' },
  args: readonly string[],
  fetchLocal: LocalFetch,
  log: FastifyBaseLogger,
): Promise<DeployOutcome> {
  const { db, config } = services;
  const startedAt = nowIso();
  const record = (result: DeploymentRecord['result'], version: string | null, message: string | null) =>
    insertDeployment(db, {
      module: request.module,
      action: request.action,
      version,
      tokenName: request.tokenName,
      commit: request.commit,
      result,
      message,
      startedAt,
    });
  const before = liveStateOf(config.deployDir);
  if (!before) {
    record('refused', null, deployMessages.noState);
    return { kind: 'refused', problems: [deployMessages.noState] };
  }
  const answer: ReleaseAnswer = await runRelease(args, releaseOptions(services));
  if (!answer.ok) {
    // Stopped after its switch (time limit)? Then the site goes back to what it was.
    if (liveStateOf(config.deployDir) !== before)
      await runRelease(['switch', '--to', before], releaseOptions(services));
    record('refused', null, answer.problems.join(' '));
    log.info({ module: request.module, action: request.action }, 'déploiement refusé');
    return { kind: 'refused', problems: answer.problems };
  }
  const version = answer.version ?? OWN_BUILD;
  const problems = await smokeCheck(fetchLocal, answer.pages ?? []);
  if (problems.length > 0) {
    await runRelease(['switch', '--to', before], releaseOptions(services));
    record('rolled-back', version, problems.join(' '));
    log.warn({ module: request.module, version }, 'déploiement annulé : la version servie ne répond pas');
    return { kind: 'rolled-back', version, problems };
  }
  record('live', version, null);
  const history = deploymentsOf(db, request.module);
  pruneReleases(
    config.deployDir,
    segmentOf(request.module),
    new Set(liveVersions(history).slice(0, config.deployKeepReleases + 1)),
  );
  log.info({ module: request.module, action: request.action, version }, 'version en service');
  return { kind: 'live', version, pages: answer.pages ?? [] };
}

async function exclusively(run: () => Promise<DeployOutcome>): Promise<DeployOutcome> {
  if (running) return { kind: 'busy' };
  running = true;
  try {
    return await run();
  } finally {
    running = false;
  }
}

/** A build sent by a pipeline: unpacked aside, then released if it passes everything. */
export function deployRelease(
  services: Services,
  request: DeployRequest,
  archive: Readable,
  fetchLocal: LocalFetch,
  log: FastifyBaseLogger,
): Promise<DeployOutcome> {
  return exclusively(async () => {
    const staging = path.join(services.config.deployDir, 'staging', randomBytes(8).toString('hex'));
    try {
      const folders = request.module === 'content' ? CONTENT_FOLDERS : BUILD_FOLDERS;
      await unpackBuild(archive, staging, undefined, folders);
    } catch (error) {
      archive.resume();
      const message = error instanceof ArchiveRefused ? error.message : 'Archive illisible.';

      insertDeployment(services.db, {
        module: request.module,
        action: 'deploy',
        version: null,
        tokenName: request.tokenName,
        commit: request.commit,
        result: 'refused',
        message,
        startedAt: nowIso(),
      });
      return { kind: 'refused', problems: [message] };
    }
    try {
      return await releaseAndCheck(
        services,
        { ...request, action: 'deploy' },
        ['deploy', '--module', request.module, '--from', staging],
        fetchLocal,
        log,
      );
    } finally {
      fs.rmSync(staging, { recursive: true, force: true });
    }
  });
}

/** Back to `to`, or to the version live before the live one. */
export function rollbackRelease(
  services: Services,
  request: DeployRequest & { readonly to?: string },
  fetchLocal: LocalFetch,
  log: FastifyBaseLogger,
): Promise<DeployOutcome> {
  return exclusively(async () => {
    const versions = liveVersions(deploymentsOf(services.db, request.module));
    // Before its first release, a module was served from its own build.
    const target = request.to ?? versions[1] ?? (versions.length === 1 ? OWN_BUILD : undefined);
    const problem = !target
      ? deployMessages.noPrevious(request.module)
      : target !== OWN_BUILD && !versions.includes(target)
        ? deployMessages.unknownVersion(target)
        : null;
    if (problem || !target)
      return { kind: 'refused', problems: [problem ?? deployMessages.noPrevious(request.module)] };
    const which = target === OWN_BUILD ? ['--own-build'] : ['--version', target];
    return releaseAndCheck(
      services,
      { ...request, action: 'rollback' },
      ['deploy', '--module', request.module, ...which],
      fetchLocal,
      log,
    );
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
  const folder = path.join(services.config.deployDir, 'releases', segmentOf(module));
  const site = readLiveSite(services.config.deployDir);
  const remote = remoteModules.find((entry) => entry.folder === module);
  return {
    module,
    live:
      (module === 'shell'
        ? site.shell
        : module === 'content'
          ? site.content
          : site.remotes[remote!.federationName]) ?? OWN_BUILD,
    releases: versions.map((version) => ({ version, onServer: fs.existsSync(path.join(folder, version)) })),
    history,
  };
}
