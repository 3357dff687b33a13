import fs from 'node:fs';
import path from 'node:path';

/**
 * Removes a module's releases (browser and Node builds) except `keep`: the live one and the last
 * ones that were live, for rollbacks.
 */
export function pruneReleases(deployDir: string, segment: string, keep: ReadonlySet<string>): string[] {
  const removed: string[] = [];
  for (const kind of ['releases', 'renderers']) {
    const folder = path.join(deployDir, kind, segment);
    if (!fs.existsSync(folder)) continue;
    for (const version of fs.readdirSync(folder)) {
      if (keep.has(version)) continue;
      fs.rmSync(path.join(folder, version), { recursive: true, force: true });
      if (kind === 'releases') removed.push(version);
    }
  }
  return removed;
}
