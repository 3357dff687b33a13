// Which pipelines a change concerns, from the import graph: a module's inputs are its own folder and
// every file of @mtdm/shared its sources reach (through the package's exports and relative imports,
// JSON and pictures included), never a whole folder by its name. What every build reads (the root's
// manifests and configuration, the scripts that run the pipeline) concerns them all.
import fs from 'node:fs';
import path from 'node:path';
import { IMPORT_STATEMENTS, specifierOf } from './import-statements.mjs';
import { remoteModules, shellModule } from './modules.mjs';
import { repoRoot } from './workspace.mjs';

/** The pipelines that follow code: the shell, every remote, the api. */
export const pipelineModules = () => [
  shellModule.folder,
  ...remoteModules.map((module) => module.folder),
  'api',
];

/** Files every pipeline reads: a change to one of them runs them all. */
const EVERYONE = [
  /^package(-lock)?\.json$/,
  /^tsconfig\.base\.json$/,
  /^eslint\.config\.mjs$/,
  /^lerna\.json$/,
  /^\.prettier/,
  // The pipeline itself: its scripts, the server its smoke starts, the smoke's own tests.
  /^scripts\/(ci-module|affected|install|start|deploy)\.mjs$/,
  /^scripts\/lib\//,
  /^e2e\/(package\.json|playwright\.config\.ts|support\/|tests\/routes\.spec\.ts)/,
  /^\.github\/workflows\/modules\.yml$/,
];

const SOURCE = /\.(m?[jt]sx?|c[jt]s)$/;

function sharedExports(root) {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'shared', 'package.json'), 'utf8'));
  return Object.fromEntries(
    Object.entries(manifest.exports).map(([key, target]) => [
      `@mtdm/shared${key.slice(1)}`,
      path.join(root, 'shared', typeof target === 'string' ? target : target.default),
    ]),
  );
}

function resolveFile(base) {
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}.js`,
    `${base}.mjs`,
    `${base}.cjs`,
    `${base}/index.ts`,
  ])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return undefined;
}

/** The names an import statement asks for: a list, or null for the whole module (default, namespace, side effect). */
function namesOf(clause) {
  const braces = /\{([^}]*)\}/.exec(clause);
  if (!braces || /^\s*(type\s+)?[\w$]+\s*,|\*/.test(clause.replace(/\{[^}]*\}/, ''))) return null;
  return braces[1]
    .split(',')
    .map((part) =>
      part
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)[0]
        .trim(),
    )
    .filter(Boolean);
}

/** Whether a source only re-exports (an index of the package): then only what is asked is followed. */
const isBarrel = (text) =>
  text
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
    .replace(/(?:import|export)[^;]*?from\s+['"][^'"]+['"];?/g, '')
    .trim() === '';

const defines = (text, name) =>
  new RegExp(
    `export\\s+(?:declare\\s+)?(?:default\\s+)?(?:async\\s+)?(?:const|let|var|function\\*?|class|abstract\\s+class|interface|type|enum)\\s+${name}\\b|export\\s*\\{[^}]*\\b${name}\\b[^}]*\\}(?!\\s*from)`,
  ).test(text);

/**
 * The files of @mtdm/shared that `files` reach, each once (relative to the root): through an index,
 * only the files that define what is imported; from any other file, all it imports.
 */
function sharedReached(root, files, exportsMap) {
  const reached = new Set();
  const seen = new Set();
  const resolve = (from, specifier) =>
    specifier.startsWith('.')
      ? resolveFile(path.resolve(path.dirname(from), specifier))
      : exportsMap[specifier];
  const visit = (file, names) => {
    const key = `${file}|${names ? [...names].sort().join(',') : '*'}`;
    if (seen.has(key)) return;
    seen.add(key);
    const relative = path.relative(root, file);
    const inShared = relative.startsWith('shared/');
    if (!SOURCE.test(file)) {
      if (inShared) reached.add(relative);
      return;
    }
    const text = fs.readFileSync(file, 'utf8');
    const barrel = inShared && isBarrel(text);
    if (inShared && !barrel && names && !names.some((name) => defines(text, name))) return;
    if (inShared && !barrel) reached.add(relative);
    for (const match of text.matchAll(IMPORT_STATEMENTS)) {
      const [, keyword, , clause] = match;
      const target = resolve(file, specifierOf(match));
      if (!target || !path.relative(root, target).startsWith('shared/')) continue;
      if (barrel && keyword === 'export') {
        const exported = clause.trim() === '*' ? names : namesOf(clause);
        if (clause.trim() === '*') visit(target, names);
        else if (!names) visit(target, exported);
        else {
          const pairs =
            /\{([^}]*)\}/
              .exec(clause)?.[1]
              .split(',')
              .map((part) =>
                part
                  .replace(/^\s*type\s+/, '')
                  .split(/\s+as\s+/)
                  .map((side) => side.trim()),
              )
              .filter(([original]) => original) ?? [];
          const asked = pairs
            .filter(([original, alias]) => names.includes(alias ?? original))
            .map(([original]) => original);
          if (asked.length) visit(target, asked);
        }
      } else if (!barrel) visit(target, keyword && clause ? namesOf(clause) : null);
    }
  };
  for (const file of files) visit(file, null);
  return reached;
}

/** A module's inputs: its own tracked files, and the shared files they reach. */
export function inputsOf(module, tracked, root = repoRoot) {
  const own = tracked.filter((file) => file.startsWith(`${module}/`));
  const sources = own.filter((file) => SOURCE.test(file) && !file.includes('/node_modules/'));
  const shared = sharedReached(
    root,
    sources.map((file) => path.join(root, file)),
    sharedExports(root),
  );
  return new Set([...own, ...shared]);
}

/** The pipelines `changed` (repository paths) concerns, in the modules' order. */
export function affectedModules(changed, tracked, root = repoRoot) {
  if (changed.some((file) => EVERYONE.some((pattern) => pattern.test(file)))) return pipelineModules();
  return pipelineModules().filter((module) => {
    const inputs = inputsOf(module, tracked, root);
    return changed.some((file) => inputs.has(file));
  });
}
