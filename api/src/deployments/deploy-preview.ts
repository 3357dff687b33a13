// A team's preview of its module: the build sent and checked exactly like a release (archive, files,
// pages, singletons, budgets, pre-rendering in the sandbox), then kept aside instead of switched live
// (api/src/releases/previews.ts); promoted later as those very bytes, or discarded.
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { knownRemote } from '../releases/module-registry';
import { inlineScriptSources } from '../releases/page-scripts';
import { shellModule } from '@mtdm/shared/federation';
import { nowIso } from '../database/database';
import { ArchiveRefused, BUILD_FOLDERS, unpackBuild } from '../infrastructure/deploy-archive';
import { readLiveSite, SHELL_SEGMENT } from '../releases/layout';
import {
  isExpired,
  newPreviewId,
  previewDir,
  previewsDir,
  pruneExpiredPreviews,
  readPreviewRecord,
  removePreview,
  writePreviewRecord,
  type PreviewRecord,
} from '../releases/previews';
import { newWorkspace } from '../releases/site-render';
import type { Services } from '../services';
import {
  busyOutcome,
  deployFrom,
  locks,
  prepare,
  type DeployOutcome,
  type DeployRequest,
} from './deploy-release';
import { insertDeployment } from './deployment-store';
import type { LocalFetch } from './smoke-check';

export const previewMessages = {
  remotesOnly: (module: string) =>
    `L’aperçu est réservé aux modules chargés par le shell : ${module} se vérifie par ses tests et se déploie directement.`,
  noState: 'Le site n’a pas encore d’état en service : démarrez-le une première fois (npm start).',
  unknown: (id: string) => `Aucun aperçu ${id} sur le serveur (déjà promu, retiré ou expiré).`,
  otherModule: (id: string, module: string) => `L’aperçu ${id} n’est pas un aperçu de ${module}.`,
  promoted: (id: string) => `mis en service depuis l’aperçu ${id}`,
  discarded: (module: string, id: string) => `${module} : aperçu ${id} retiré.`,
} as const;

export type PreviewOutcome =
  | { readonly kind: 'preview'; readonly record: PreviewRecord }
  | { readonly kind: 'refused'; readonly problems: readonly string[] }
  | { readonly kind: 'busy'; readonly retryAfterSeconds: number };

const SHELL_FOLDER = shellModule.folder;

/** What can be previewed: a remote the server knows, or the shell (its pages, frame and files). */
const previewedOf = (services: Services, module: string) =>
  module === SHELL_FOLDER
    ? { folder: SHELL_FOLDER, segment: SHELL_SEGMENT, federationName: SHELL_FOLDER }
    : knownRemote(services.config.deployDir, module);

/** Sends a build to be previewed: checked like a release, kept aside, never live. */
export async function createPreview(
  services: Services,
  request: DeployRequest,
  archive: Readable,
  log: FastifyBaseLogger,
): Promise<PreviewOutcome> {
  const { db, config } = services;
  const remote = previewedOf(services, request.module);
  const startedAt = nowIso();
  const record = (result: 'previewed' | 'refused', version: string | null, message: string | null) =>
    insertDeployment(db, { ...request, action: 'preview', version, result, message, startedAt });
  if (!remote) {
    archive.resume();
    return { kind: 'refused', problems: [previewMessages.remotesOnly(request.module)] };
  }
  await pruneExpiredPreviews(config.deployDir);
  const outcome = await locks.forModule(request.module, async (): Promise<PreviewOutcome> => {
    const workspace = await newWorkspace(config.deployDir);
    const refuse = (problems: readonly string[]): PreviewOutcome => {
      record('refused', null, problems.join(' '));
      return { kind: 'refused', problems };
    };
    try {
      const unpacked = path.join(workspace.root, 'archive');
      try {
        await unpackBuild(archive, unpacked, undefined, BUILD_FOLDERS);
      } catch (error) {
        archive.resume();
        return refuse([error instanceof ArchiveRefused ? error.message : 'Archive illisible.']);
      }
      if (!readLiveSite(config.deployDir).dir) return refuse([previewMessages.noState]);
      const prepared = await locks.beside(request.module, () =>
        prepare(services, request.module, { from: unpacked }, workspace),
      );
      if (!prepared.ok) return refuse(prepared.problems);
      const { release } = prepared;
      const id = newPreviewId();
      const created = new Date();
      const preview: PreviewRecord = {
        id,
        module: remote.folder,
        segment: remote.segment,
        federationName: remote.federationName,
        version: release.version!,
        documents: [...release.taken],
        pages: release.pages,
        createdAt: created.toISOString(),
        expiresAt: new Date(created.getTime() + config.deployPreviewHours * 3_600_000).toISOString(),
        tokenName: request.tokenName,
        commit: request.commit,
        dirtyTree: request.dirtyTree ?? null,
        lockfileDigest: request.lockfileDigest ?? null,
        builder: request.builder ?? null,
        // A previewed build's pages carry its start-up code or its remote entry inline: their hashes, for the policy.
        inlineScripts: inlineScriptSources(release.builds(release.apply(readLiveSite(config.deployDir)))),
      };
      // Put together in the workspace, then moved in with one rename: a preview is whole or absent.
      const assembled = path.join(workspace.root, 'preview');
      await fs.promises.mkdir(path.join(assembled, 'prerendered'), { recursive: true });
      for (const folder of BUILD_FOLDERS)
        await fs.promises.rename(path.join(unpacked, folder), path.join(assembled, folder));
      for (const file of release.taken)
        await fs.promises.copyFile(
          path.join(workspace.renderDir, file),
          path.join(assembled, 'prerendered', file),
        );
      writePreviewRecord(assembled, preview);
      await fs.promises.mkdir(previewsDir(config.deployDir), { recursive: true });
      await fs.promises.rename(assembled, previewDir(config.deployDir, id));
      record('previewed', preview.version, `aperçu ${id}, jusqu’au ${preview.expiresAt}`);
      log.info({ module: request.module, version: preview.version, id }, 'aperçu prêt');
      return { kind: 'preview', record: preview };
    } finally {
      await fs.promises.rm(workspace.root, { recursive: true, force: true });
    }
  });
  if ('busyFor' in outcome) {
    archive.resume();
    return busyOutcome(outcome.busyFor) as PreviewOutcome;
  }
  return outcome.done;
}

/** The module's preview `id`, still on the server and not past its end; or why not. */
function keptPreview(services: Services, module: string, id: string): PreviewRecord | string {
  const record = readPreviewRecord(services.config.deployDir, id);
  if (!record || isExpired(record)) return previewMessages.unknown(id);
  return record.module === module ? record : previewMessages.otherModule(id, module);
}

/**
 * Puts a preview live: a copy of its very build released like any other (checked, switched, checked
 * served, watched), with what it was built from in the history; the preview is then removed.
 */
export async function promotePreview(
  services: Services,
  module: string,
  id: string,
  tokenName: string,
  fetchLocal: LocalFetch,
  log: FastifyBaseLogger,
): Promise<DeployOutcome> {
  const preview = keptPreview(services, module, id);
  if (typeof preview === 'string') return { kind: 'refused', problems: [preview] };
  const folder = previewDir(services.config.deployDir, id);
  const outcome = await deployFrom(
    services,
    {
      module,
      tokenName,
      commit: preview.commit,
      dirtyTree: preview.dirtyTree,
      lockfileDigest: preview.lockfileDigest,
      builder: preview.builder,
      reason: previewMessages.promoted(id),
    },
    async (root) => {
      const copy = path.join(root, 'preview');
      for (const part of BUILD_FOLDERS)
        await fs.promises.cp(path.join(folder, part), path.join(copy, part), { recursive: true });
      return { from: copy };
    },
    fetchLocal,
    log,
  );
  if (outcome.kind === 'live') await removePreview(services.config.deployDir, id);
  return outcome;
}

/** Drops a preview: its link and cookies open nothing from now on. */
export async function discardPreview(
  services: Services,
  module: string,
  id: string,
  tokenName: string,
): Promise<{ readonly ok: boolean; readonly message: string }> {
  const preview = keptPreview(services, module, id);
  if (typeof preview === 'string') return { ok: false, message: preview };
  await removePreview(services.config.deployDir, id);
  insertDeployment(services.db, {
    module,
    tokenName,
    action: 'discard',
    version: preview.version,
    commit: preview.commit,
    result: 'discarded',
    message: `aperçu ${id}`,
    startedAt: nowIso(),
  });
  return { ok: true, message: previewMessages.discarded(module, id) };
}
