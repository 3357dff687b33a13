// A module's version kept aside for its team to look at on the live site before visitors do: the
// build it was sent as and its pages pre-rendered with the live site around them, checked like a
// release, never switched live. Served only to a browser holding the preview's signed cookie.
//
//   <deploy>/previews/<id>/preview.json    what it is (module, version, until when, who sent it)
//   <deploy>/previews/<id>/dist/           its browser build (a remote's at /mfe/<segment>/releases/<version>/, the shell's at /)
//   <deploy>/previews/<id>/dist-server/    its Node build (promoted without a new upload)
//   <deploy>/previews/<id>/prerendered/    its pages, rendered with the live shell and content
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface PreviewRecord {
  readonly id: string;
  /** The module's folder ('mfe-shop'), its segment ('shop') and federation name ('mfe_shop'). */
  readonly module: string;
  readonly segment: string;
  readonly federationName: string;
  readonly version: string;
  /** The pre-rendered documents it brings ('shop.html'…), and their addresses. */
  readonly documents: readonly string[];
  readonly pages: readonly string[];
  readonly createdAt: string;
  /** After this instant (ISO), neither the link nor the cookie opens it. */
  readonly expiresAt: string;
  /** Who sent it, and what it was built from: kept for the history when it is promoted. */
  readonly tokenName: string;
  readonly commit: string | null;
  readonly dirtyTree: boolean | null;
  readonly lockfileDigest: string | null;
  readonly builder: string | null;
  /** A previewed shell's inline start-up code, by its hash (none for a remote). */
  readonly inlineScripts: readonly string[];
}

/** Where the previewed version's manifest is served, to the browser holding its cookie. */
export const previewManifestPath = (preview: PreviewRecord): string =>
  `/mfe/${preview.segment}/releases/${preview.version}/mf-manifest.json`;

/** The address a preview's link opens, and the one its banner's button sends to. */
export const PREVIEW_PATH = '/apercu';
export const LEAVE_PREVIEW_PATH = `${PREVIEW_PATH}/quitter`;

const RECORD_FILE = 'preview.json';
/** An id as the server makes them: nothing a path could be built from. */
const ID_PATTERN = /^[0-9a-f]{16}$/;

export const previewsDir = (deployDir: string) => path.join(deployDir, 'previews');
export const previewDir = (deployDir: string, id: string) => path.join(previewsDir(deployDir), id);
export const previewDocument = (deployDir: string, id: string, file: string) =>
  path.join(previewDir(deployDir, id), 'prerendered', file);

export const newPreviewId = () => crypto.randomBytes(8).toString('hex');
export const isPreviewId = (value: string) => ID_PATTERN.test(value);

/** Writes a preview's record into `folder`, the preview being put together (before it is moved in). */
export function writePreviewRecord(folder: string, record: PreviewRecord): void {
  fs.writeFileSync(path.join(folder, RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
}

/** A preview kept on the server (expired or not), or undefined. */
export function readPreviewRecord(deployDir: string, id: string): PreviewRecord | undefined {
  if (!isPreviewId(id)) return undefined;
  try {
    const record = JSON.parse(
      fs.readFileSync(path.join(previewDir(deployDir, id), RECORD_FILE), 'utf8'),
    ) as PreviewRecord;
    return record.id === id ? record : undefined;
  } catch {
    return undefined;
  }
}

export const isExpired = (record: PreviewRecord, now = Date.now()) => Date.parse(record.expiresAt) <= now;

export async function removePreview(deployDir: string, id: string): Promise<void> {
  if (isPreviewId(id)) await fs.promises.rm(previewDir(deployDir, id), { recursive: true, force: true });
}

/** Removes the previews past their time, and what an interrupted one left without its record. */
export async function pruneExpiredPreviews(deployDir: string, now = Date.now()): Promise<void> {
  const root = previewsDir(deployDir);
  const ids = fs.existsSync(root) ? await fs.promises.readdir(root) : [];
  for (const id of ids) {
    const record = readPreviewRecord(deployDir, id);
    if (!record || isExpired(record, now))
      await fs.promises.rm(path.join(root, id), { recursive: true, force: true });
  }
}
