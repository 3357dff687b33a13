// Files of personal data (the database, applicants' uploads, copies of sent mail, the secrets):
// readable by the service's user only, whatever existed before the server first wrote there.
import fs from 'node:fs';
import path from 'node:path';

/** A folder of the service's user only (0700), created or tightened. */
export function ensurePrivateFolder(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
}

/** The same, without blocking the server. */
export async function ensurePrivateFolderAsync(dir: string): Promise<void> {
  await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
  await fs.promises.chmod(dir, 0o700);
}

/** Everything under `root` (itself included) that others than the service's user can read or enter. */
function openToOthers(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  const found: string[] = [];
  const visit = (entry: string) => {
    const stat = fs.lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) found.push(entry);
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(root);
  return found;
}

/**
 * A warning for each folder or file of personal data others can read (a folder made by hand before
 * the first start, a copy restored with the wrong rights), said at every start.
 */
export function exposedDataWarnings(folders: readonly string[]): string[] {
  const exposed = [...new Set(folders.flatMap(openToOthers))];
  return exposed.length === 0
    ? []
    : [
        `Données personnelles lisibles par d’autres utilisateurs de la machine (droits à corriger en 0700 pour les dossiers, 0600 pour les fichiers) : ${exposed.slice(0, 10).join(', ')}${exposed.length > 10 ? ` et ${exposed.length - 10} autre(s)` : ''}.`,
      ];
}
