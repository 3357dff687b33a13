// Which folders of the api import each other (npm test: scripts/tests/api-folder-loops.test.mjs). A
// folder is a top-level folder of api/src, its subfolders counted with it; the files at the root
// (app.ts, services.ts, the assemblies) put the domains together and are left out, as are the tests.
import path from 'node:path';
import { specifiersOf } from './import-statements.mjs';

/** The top-level folder of a path relative to the source root, or null for a file at the root. */
const folderOf = (file) => (file.includes('/') ? file.split('/')[0] : null);

/**
 * The pairs of folders that import each other, each with one import of each way, from files given as
 * { file, source } (file relative to the source root, with forward slashes).
 */
export function folderLoops(files) {
  const edges = new Map();
  for (const { file, source } of files) {
    const from = folderOf(file);
    if (!from) continue;
    for (const target of specifiersOf(source).filter((specifier) => specifier.startsWith('.'))) {
      const to = folderOf(path.posix.normalize(path.posix.join(path.posix.dirname(file), target)));
      if (!to || to === from || to.startsWith('..')) continue;
      const key = `${from} → ${to}`;
      if (!edges.has(key)) edges.set(key, `${file} → ${target}`);
    }
  }
  const loops = [];
  for (const [key, example] of edges) {
    const [from, to] = key.split(' → ');
    if (from < to && edges.has(`${to} → ${from}`))
      loops.push(`${from} ↔ ${to} (${example} ; ${edges.get(`${to} → ${from}`)})`);
  }
  return loops.sort();
}
