// The deployments table: every deployment and rollback, its outcome and who asked (the token's name).
import type { Db } from '../database/database';
import { nowIso } from '../database/database';

type DeploymentResult = 'live' | 'refused' | 'rolled-back' | 'interrupted' | 'previewed' | 'discarded';
/** A release, a rollback, a preview made (not live) or a preview dropped. */
type DeploymentAction = 'deploy' | 'rollback' | 'preview' | 'discard';

/** What a release was built from, as its deployer said (null: not said, or an older deployer). */
export interface Provenance {
  /** Built from a working tree with uncommitted changes. */
  readonly dirtyTree: boolean | null;
  /** The SHA-256 of the package-lock.json it was built with. */
  readonly lockfileDigest: string | null;
  /** Who built it: a pipeline's run, or a person on a machine. */
  readonly builder: string | null;
}

export interface DeploymentRecord extends Provenance {
  readonly module: string;
  readonly action: DeploymentAction;
  readonly version: string | null;
  readonly tokenName: string;
  readonly commit: string | null;
  readonly result: DeploymentResult;
  readonly message: string | null;
  readonly startedAt: string;
  readonly finishedAt: string;
}

export function insertDeployment(
  db: Db,
  record: Omit<DeploymentRecord, 'finishedAt' | keyof Provenance> & Partial<Provenance>,
): void {
  db.prepare(
    `INSERT INTO deployments (module, action, version, token_name, commit_sha, result, message, started_at, finished_at,
       dirty_tree, lockfile_digest, builder)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    record.module,
    record.action,
    record.version,
    record.tokenName,
    record.commit,
    record.result,
    record.message,
    record.startedAt,
    nowIso(),
    record.dirtyTree === undefined || record.dirtyTree === null ? null : Number(record.dirtyTree),
    record.lockfileDigest ?? null,
    record.builder ?? null,
  );
}

/** Forgets the journal's lines finished before `before` (they name who built each release). */
export const deleteDeploymentsBefore = (db: Db, before: string): number =>
  db.prepare('DELETE FROM deployments WHERE coalesce(finished_at, started_at) < ?').run(before).changes;

/** A module's deployments, newest first. */
export function deploymentsOf(db: Db, module: string, limit = 100): DeploymentRecord[] {
  return (
    db
      .prepare(
        `SELECT module, action, version, token_name, commit_sha, result, message, started_at, finished_at,
                dirty_tree, lockfile_digest, builder
         FROM deployments WHERE module = ? ORDER BY id DESC LIMIT ?`,
      )
      .all(module, limit) as {
      module: string;
      action: DeploymentAction;
      version: string | null;
      token_name: string;
      commit_sha: string | null;
      result: DeploymentResult;
      message: string | null;
      started_at: string;
      finished_at: string;
      dirty_tree: number | null;
      lockfile_digest: string | null;
      builder: string | null;
    }[]
  ).map((row) => ({
    module: row.module,
    action: row.action,
    version: row.version,
    tokenName: row.token_name,
    commit: row.commit_sha,
    dirtyTree: row.dirty_tree === null ? null : row.dirty_tree === 1,
    lockfileDigest: row.lockfile_digest,
    builder: row.builder,
    result: row.result,
    message: row.message,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  }));
}
