import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Every file under `folder`, as paths relative to it, sorted by name (the same files give the same
 * archive, the same digest); links and special files are left out.
 */
export function filesUnder(folder, prefix = '') {
  return fs
    .readdirSync(path.join(folder, prefix), { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => {
      const relative = path.posix.join(prefix, entry.name);
      if (entry.isDirectory()) return filesUnder(folder, relative);
      return entry.isFile() ? [relative] : [];
    });
}

/** The files git tracks under `root` that are there (a deletion not yet committed is left out). */
export function trackedFiles(root) {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && fs.existsSync(path.join(root, file)));
}
