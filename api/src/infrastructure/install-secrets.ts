// The secrets of this installation of the server (the documents' link key, the salt of the logs):
// configured, or drawn once and kept beside the database, never shown to a release's renderer.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ensurePrivateFolder } from './private-files';

/** The file of the documents' link key (it also keys the journal's and the erasures' digests). */
export const LINK_SECRET_FILE = 'document-link-secret';

/** What a secret must hold at least: a key shorter than this can be guessed. */
export const MIN_SECRET_BYTES = 32;

/** A kept secret that is empty or short (a truncated copy, a hand-made file) is refused, never used. */
function checked(secret: string, where: string, minBytes: number): string {
  if (Buffer.byteLength(secret, 'utf8') < minBytes)
    throw new Error(
      `Le secret ${where} est vide ou trop court (${minBytes} octets au moins) : remplacez-le, ou supprimez le fichier pour qu’un nouveau secret soit tiré au démarrage.`,
    );
  return secret;
}

/**
 * A secret of this installation: the configured value when there is one, else one drawn once and kept
 * in `dataDir/fileName` (0600), so it survives restarts without anyone having to choose it. The
 * kept file must hold 32 bytes at least (a drawn one holds 64); `minConfiguredBytes`: the same rule
 * for a configured value (a key; a log salt may be any non-empty text).
 */
export function installSecret(
  dataDir: string,
  fileName: string,
  configured?: string,
  minConfiguredBytes = 1,
): string {
  if (configured !== undefined && configured !== '')
    return checked(configured, `configuré pour ${fileName}`, minConfiguredBytes);
  const file = path.join(dataDir, fileName);
  let kept: string | undefined;
  try {
    kept = fs.readFileSync(file, 'utf8').trim();
  } catch {
    kept = undefined;
  }
  if (kept !== undefined) return checked(kept, `du fichier ${file}`, MIN_SECRET_BYTES);
  ensurePrivateFolder(dataDir);
  const secret = randomBytes(32).toString('hex');
  try {
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    // Written meanwhile by another process.
    return checked(fs.readFileSync(file, 'utf8').trim(), `du fichier ${file}`, MIN_SECRET_BYTES);
  }
}
