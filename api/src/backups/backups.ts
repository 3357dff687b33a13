// Backups of what the site keeps: the database (SQLite's online backup: a consistent copy while the
// server writes), the uploaded application files, and the deployment's secrets (the documents' links
// and the logs' salt stay valid after a restore). Tax receipts and attestations are rows of the
// database, made again identical from them. One dated folder per backup, the newest `keep` kept. A
// restore makes again the erasures made since its backup was taken.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { ServerConfig } from '../config';
import { openDatabase } from '../database/database';
import { relocateApplicationFiles } from '../inbox/submission-store';
import { installSecret, LINK_SECRET_FILE, MIN_SECRET_BYTES } from '../infrastructure/install-secrets';
import { mergeRegister, registerIn } from '../personal-data/erasure-register';
import { eraseAgainSince } from '../personal-data/person-erasure';

const DATABASE_FILE = 'mtdm.sqlite';
const UPLOADS_FOLDER = 'uploads';
const SECRETS = [LINK_SECRET_FILE, 'log-salt'];
const MANIFEST = 'sauvegarde.json';

interface BackupManifest {
  readonly createdAt: string;
  /** Where the uploads were: their paths in the database start with it. */
  readonly uploadsDir: string;
  readonly files: number;
}

const copyPrivate = (from: string, to: string) => {
  fs.cpSync(from, to, { recursive: true });
  fs.chmodSync(to, fs.statSync(to).isDirectory() ? 0o700 : 0o600);
};

/** Makes a backup in a new dated folder of `backupsDir`; removes the oldest beyond `keep`. */
export async function createBackup(
  config: ServerConfig,
  backupsDir: string,
  keep: number,
  now = new Date(),
): Promise<string> {
  if (!fs.existsSync(config.databasePath))
    throw new Error(`Base de données introuvable : ${config.databasePath}`);
  fs.mkdirSync(backupsDir, { recursive: true, mode: 0o700 });
  const folder = path.join(backupsDir, now.toISOString().replace(/[:.]/g, '-'));
  fs.mkdirSync(folder, { mode: 0o700 });
  const db = new Database(config.databasePath, { readonly: true, fileMustExist: true });
  try {
    await db.backup(path.join(folder, DATABASE_FILE));
  } finally {
    db.close();
  }
  fs.chmodSync(path.join(folder, DATABASE_FILE), 0o600);
  let files = 0;
  if (fs.existsSync(config.uploadsDir)) {
    copyPrivate(config.uploadsDir, path.join(folder, UPLOADS_FOLDER));
    files = fs.readdirSync(path.join(folder, UPLOADS_FOLDER), { recursive: true }).length;
  }
  const dataDir = path.dirname(config.databasePath);
  for (const secret of SECRETS)
    if (fs.existsSync(path.join(dataDir, secret)))
      copyPrivate(path.join(dataDir, secret), path.join(folder, secret));
  if (fs.existsSync(registerIn(dataDir))) copyPrivate(registerIn(dataDir), registerIn(folder));
  const manifest: BackupManifest = { createdAt: now.toISOString(), uploadsDir: config.uploadsDir, files };
  fs.writeFileSync(path.join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });

  const all = fs
    .readdirSync(backupsDir)
    .filter((name) => fs.existsSync(path.join(backupsDir, name, MANIFEST)))
    .sort();
  for (const old of all.slice(0, Math.max(0, all.length - keep)))
    fs.rmSync(path.join(backupsDir, old), { recursive: true, force: true });
  return folder;
}

/**
 * Puts a backup in place for a server that is stopped: the database at config.databasePath (its old
 * -wal and -shm removed), the uploads in config.uploadsDir (the paths in the database follow), the
 * secrets beside the database. The erasures made since the backup was taken are made again (the
 * register beside the database, with the backup's lines it lacks). Refuses to overwrite an existing
 * database. Returns how many addresses were erased again.
 */
export function restoreBackup(config: ServerConfig, backupFolder: string): number {
  const manifest = JSON.parse(fs.readFileSync(path.join(backupFolder, MANIFEST), 'utf8')) as BackupManifest;
  if (fs.existsSync(config.databasePath))
    throw new Error(`Une base existe déjà à ${config.databasePath} : déplacez-la avant de restaurer.`);
  const dataDir = path.dirname(config.databasePath);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  copyPrivate(path.join(backupFolder, DATABASE_FILE), config.databasePath);
  for (const suffix of ['-wal', '-shm']) fs.rmSync(`${config.databasePath}${suffix}`, { force: true });
  if (fs.existsSync(path.join(backupFolder, UPLOADS_FOLDER))) {
    fs.mkdirSync(path.dirname(config.uploadsDir), { recursive: true, mode: 0o700 });
    copyPrivate(path.join(backupFolder, UPLOADS_FOLDER), config.uploadsDir);
  }
  for (const secret of SECRETS)
    if (fs.existsSync(path.join(backupFolder, secret)))
      copyPrivate(path.join(backupFolder, secret), path.join(dataDir, secret));
  mergeRegister(dataDir, registerIn(backupFolder));
  const secret = installSecret(dataDir, LINK_SECRET_FILE, config.documentLinkSecret, MIN_SECRET_BYTES);
  const db = openDatabase(config.databasePath);
  try {
    relocateApplicationFiles(db, manifest.uploadsDir, config.uploadsDir);
    // A restore is an operator's act on files: the machine's clock dates the opt-outs it makes again.
    return eraseAgainSince(db, config, secret, { since: manifest.createdAt, at: new Date().toISOString() });
  } finally {
    db.close();
  }
}
