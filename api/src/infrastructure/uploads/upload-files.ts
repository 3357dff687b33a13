import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { freeBytesAt } from '../disk-space';
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

/** A folder of its own for one application's files, under the uploads directory (0700). */
export async function createUploadFolder(uploadsDir: string): Promise<string> {
  // Applicants' files: folders open to the service's user only (each file is written 0600).
  await fs.promises.mkdir(uploadsDir, { recursive: true, mode: 0o700 });
  await fs.promises.chmod(uploadsDir, 0o700);
  const folder = path.join(
    uploadsDir,
    // eslint-disable-next-line no-restricted-syntax -- a folder's name on disk, not a time the server records
    `${new Date().toISOString().slice(0, 10)}-${randomBytes(8).toString('hex')}`,
  );
  await fs.promises.mkdir(folder, { mode: 0o700 });
  return folder;
}

/**
 * Whether the disk holding `folder` keeps at least `reserveBytes` free once what it holds is there
 * (false when its space cannot be read): a visitor's files never take the database's last room.
 */
export function diskKeepsRoom(folder: string, reserveBytes: number): boolean {
  const freeBytes = freeBytesAt(folder);
  return freeBytes !== undefined && freeBytes >= reserveBytes;
}

/** A file received on disk, not yet checked. */
export interface ReceivedUpload {
  readonly field: string;
  readonly originalName: string;
  readonly receivedPath: string;
  readonly size: number;
}

/**
 * Streams an uploaded file to disk (0600, fsynced) as it arrives: nothing is held in memory, and the
 * size limit is the multipart parser's, enforced while the bytes flow (`truncated` when it was hit).
 */
export async function receiveUpload(
  folder: string,
  field: string,
  originalName: string,
  stream: NodeJS.ReadableStream & { truncated?: boolean },
): Promise<ReceivedUpload & { truncated: boolean }> {
  const receivedPath = path.join(folder, `.reception-${field}-${randomBytes(4).toString('hex')}`);
  const handle = await fs.promises.open(receivedPath, 'wx', 0o600);
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      await handle.write(chunk);
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
  return { field, originalName, receivedPath, size, truncated: stream.truncated === true };
}

/** The checked files take their final names (field and a safe version of the visitor's name). */
export async function keepUploads(
  files: readonly (ReceivedUpload & { kind: DocumentKind })[],
): Promise<StoredUpload[]> {
  const stored: StoredUpload[] = [];
  for (const file of files) {
    const storedPath = path.join(
      path.dirname(file.receivedPath),
      `${file.field}-${safeFileName(file.originalName, file.kind)}`,
    );
    await fs.promises.rename(file.receivedPath, storedPath);
    stored.push({
      field: file.field,
      originalName: file.originalName,
      storedPath,
      kind: file.kind,
      size: file.size,
    });
  }
  return stored;
}

/** Removes the files of an application that could not be stored. */
export async function discardUploads(folder: string): Promise<void> {
  await fs.promises.rm(folder, { recursive: true, force: true });
}

/**
 * Removes the folders of applications (each holds one application's files), found from their files'
 * paths; only folders under the uploads directory.
 */
export function removeApplicationFolders(uploadsDir: string, files: readonly string[]): void {
  for (const folder of new Set(files.map((file) => path.dirname(file))))
    if (folder.startsWith(uploadsDir + path.sep)) fs.rmSync(folder, { recursive: true, force: true });
}
