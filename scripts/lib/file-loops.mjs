// Which source files import each other in a loop, type imports included (npm test:
// scripts/tests/file-loops.test.mjs). Lint's no-cycle rule lets a loop of type imports through; this
// check does not, so the files of each package can be read in one order, each before those that use it.
import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from './files.mjs';
import { specifiersOf } from './import-statements.mjs';

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const isTest = (file) => file.includes('__tests__/') || /\.test\.[a-z]+$/.test(file);
const CANDIDATES = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** The file of `files` that a relative specifier of `from` names, or undefined (a package, an asset). */
function resolved(from, specifier, files) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  return CANDIDATES.map((ending) => base + ending).find((file) => files.has(file));
}

/**
 * The loops among files given as { file, source } (paths with forward slashes, relative to one root):
 * each loop is the sorted list of its files, joined by « ↔ ». Strongly connected parts (Tarjan), so a
 * long loop is one entry, not one entry per pair.
 */
export function fileLoops(files) {
  const sources = new Map(files.map(({ file, source }) => [file, source]));
  const names = new Set(sources.keys());
  const edges = new Map(
    [...sources].map(([file, source]) => [
      file,
      [...new Set(specifiersOf(source).map((spec) => resolved(file, spec, names)))].filter(Boolean),
    ]),
  );
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const loops = [];
  const visit = (file) => {
    index.set(file, index.size);
    low.set(file, index.get(file));
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file)) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file), low.get(next)));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), index.get(next)));
    }
    if (low.get(file) !== index.get(file)) return;
    const part = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      part.push(member);
    } while (member !== file);
    if (part.length > 1 || edges.get(file).includes(file)) loops.push(part.sort().join(' ↔ '));
  };
  for (const file of names) if (!index.has(file)) visit(file);
  return loops.sort();
}

/** The source files under `root`, tests left out, as fileLoops reads them. */
export function sourceFilesUnder(root) {
  return filesUnder(root)
    .filter((file) => SOURCE.test(file) && !isTest(file))
    .map((file) => ({ file, source: fs.readFileSync(path.join(root, file), 'utf8') }));
}
