import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { DocumentKind } from './file-types';

export interface StoredUpload {
  readonly field: string;
  readonly originalName: string;
  readonly storedPath: string;
  readonly kind: DocumentKind;
  readonly size: number;
}

/** A name safe on any disk and in a mail header, keeping the visitor's wording where possible. */
export function safeFileName(name: string, kind: DocumentKind): string {
  const base = path
    .basename(name.replace(/\\/g, '/'))
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'document'}.${kind}`;
}

/**
 * Writes the files of one application in a folder of their own under the uploads directory, each
 * fsynced, before the database row that points at them is committed.
 */
export async function storeUploads(
  uploadsDir: string,
  files: readonly { field: string; originalName: string; content: Buffer; kind: DocumentKind }[],
): Promise<{ folder: string; stored: StoredUpload[] }> {
  const folder = path.join(
    uploadsDir,
    `${new Date().toISOString().slice(0, 10)}-${randomBytes(8).toString('hex')}`,
  );
  // Applicants' files: folders open to the service's user only (each file is written 0600).
  await fs.promises.mkdir(uploadsDir, { recursive: true, mode: 0o700 });
  await fs.promises.chmod(uploadsDir, 0o700);
  await fs.promises.mkdir(folder, { mode: 0o700 });
  try {
    return { folder, stored: await writeAll(folder, files) };
  } catch (error) {
    // Nothing half-written stays on disk: no file without its row.
    await discardUploads(folder);
    throw error;
  }
}

async function writeAll(
  folder: string,
  files: readonly { field: string; originalName: string; content: Buffer; kind: DocumentKind }[],
): Promise<StoredUpload[]> {
  const stored: StoredUpload[] = [];
  for (const file of files) {
    const storedPath = path.join(folder, `${file.field}-${safeFileName(file.originalName, file.kind)}`);
    const handle = await fs.promises.open(storedPath, 'wx', 0o600);
    try {
      await handle.writeFile(file.content);
      await handle.sync();
    } finally {
      await handle.close();
    }
    stored.push({
      field: file.field,
      originalName: file.originalName,
      storedPath,
      kind: file.kind,
      size: file.content.length,
    });
  }
  return stored;
}

/** Removes the files of an application that could not be stored. */
export async function discardUploads(folder: string): Promise<void> {
  await fs.promises.rm(folder, { recursive: true, force: true });
}
