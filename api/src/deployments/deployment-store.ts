// The deployments table: every deployment and rollback, its outcome and who asked (the token's name).
import type { Db } from '../database/database';
import { nowIso } from '../database/database';

type DeploymentResult = 'live' | 'refused' | 'rolled-back' | 'interrupted';

export interface DeploymentRecord {
  readonly module: string;
  readonly action: 'deploy' | 'rollback';
  readonly version: string | null;
  readonly tokenName: string;
  readonly commit: string | null;
  readonly result: DeploymentResult;
  readonly message: string | null;
  readonly startedAt: string;
  readonly finishedAt: string;
}

export function insertDeployment(db: Db, record: Omit<DeploymentRecord, 'finishedAt'>): void {
  db.prepare(
    `INSERT INTO deployments (module, action, version, token_name, commit_sha, result, message, started_at, finished_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
  );
}

/** A module's deployments, newest first. */
export function deploymentsOf(db: Db, module: string, limit = 100): DeploymentRecord[] {
  return (
    db
      .prepare(
        `SELECT module, action, version, token_name, commit_sha, result, message, started_at, finished_at
         FROM deployments WHERE module = ? ORDER BY id DESC LIMIT ?`,
      )
      .all(module, limit) as {
      module: string;
      action: 'deploy' | 'rollback';
      version: string | null;
      token_name: string;
      commit_sha: string | null;
      result: DeploymentResult;
      message: string | null;
      started_at: string;
      finished_at: string;
    }[]
  ).map((row) => ({
    module: row.module,
    action: row.action,
    version: row.version,
    tokenName: row.token_name,
    commit: row.commit_sha,
    result: row.result,
    message: row.message,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  }));
}
