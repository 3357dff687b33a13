// The repository paths the documentation names must exist: a doc that points a newcomer to a file the
// code no longer has is worse than no doc. Run by npm test (scripts/tests/doc-paths.test.mjs).
import fs from 'node:fs';
import path from 'node:path';

/** What a doc names in `code` or as a link target. */
const CODE_SPANS = /`([^`\n]+)`|\]\(([^)\s]+)\)/g;
/** A name with a file extension the repository uses. */
const FILE = /\.(m?[jt]sx?|c[jt]s|d\.cts|json|jsonc|md|ya?ml|html|css|sh|webp|svg|png|pdf|vtt)$/;
/** A path (folders and a file, or a folder ending in /), without placeholders or wildcards. */
const PATH = /^\.{0,2}\/?[\w@.-]+(\/[\w@.-]+)*\/?$/;
/**
 * Folders made by the build, the server or the tests, never tracked: a doc may name them. And the
 * site’s addresses (/pages/…, /api/…), the home page’s other names (/index.html, /fr) and the bench’s
 * control page (/page-temoin), which are not files.
 */
const GENERATED =
  /(^|\/)(dist|dist-server|node_modules|staging|\.deploy|data|outbox|uploads|backups|coverage|test-results|playwright-report|\.bench|releases|current|tmp)(\/|$)/;
const ADDRESS =
  /^\/(pages|api|en|mfe|content|media|admin|sandbox-payments|search-index|remotes|site-config|submit-guided-tour|sitemap|robots|benevoles|adherents|page-temoin|index|fr)\b|^[A-Z_]+\/|^\/(etc|usr|var|opt|srv)\//;
/**
 * Files a build, a release or the operator writes (a module's entry, the pre-rendered pages, the list
 * of volunteers), and exposed modules.
 */
const BUILT =
  /^(main\.js|remoteEntry\.js|mf-manifest\.json|remotes\.json|site-config\.json|site\.json|pages\.js|render\.js|search-index(\.en)?\.json|start-up-files\.json|benevoles\.json|[\w-]+\.html|\.\/[A-Z]\w*)$/;
/** Names a doc gives as an example of what a reader would write. */
const EXAMPLES = new Set(['src/pages/ma-nouvelle-page-page.tsx', 'association/site-musee']);

function namedPaths(text) {
  const names = [];
  for (const match of text.matchAll(CODE_SPANS)) {
    const name = (match[1] ?? match[2]).replace(/#.*$/, '').replace(/:\d+$/, '');
    if (!PATH.test(name) || ADDRESS.test(name) || /^https?:/.test(name)) continue;
    const isPath = name.includes('/') && !name.startsWith('@');
    if (isPath || FILE.test(name)) names.push({ name, index: match.index });
  }
  return names;
}

/**
 * Whether a name points at something tracked: from the root, from the doc's folder or its package's
 * folder, or as the end of a tracked path (`routes/payments.ts`, `page-descriptions.ts`).
 */
function exists(name, doc, root, tracked) {
  if (BUILT.test(name) || EXAMPLES.has(name)) return true;
  const bare = name
    .replace(/^@mtdm\/shared\//, 'shared/src/')
    .replace(/^\.\//, '')
    .replace(/\/$/, '');
  if (GENERATED.test(bare)) return true;
  const bases = [
    root,
    path.join(root, path.dirname(doc)),
    path.join(root, doc.split('/')[0]),
    path.join(root, 'node_modules'),
  ];
  if (bases.some((base) => fs.existsSync(path.resolve(base, bare)))) return true;
  return tracked.some((file) => file === bare || file.endsWith(`/${bare}`) || file.includes(`/${bare}/`));
}

/** Every path a doc names that the repository does not hold: "doc:line: `path`". */
export function missingDocPaths(root, docs, tracked) {
  return docs.flatMap((doc) => {
    const text = fs.readFileSync(path.join(root, doc), 'utf8');
    return namedPaths(text)
      .filter(({ name }) => !exists(name, doc, root, tracked))
      .map(({ name, index }) => `${doc}:${text.slice(0, index).split('\n').length}: ${name}`);
  });
}

/** A name of the code a doc gives: a call (`route(…)`), or an identifier in camelCase or PascalCase. */
const CODE_NAME = /^([A-Za-z_$][\w$]*)\(.*\)$|^([a-z][a-z0-9]*[A-Z][\w$]*|[A-Z][a-z0-9]+[A-Z][\w$]*)$/;
/**
 * Names a doc may give that are not this code's: other tools' settings and measures (a cookie's
 * attribute, the federation runtime's options, Lighthouse's and React's own names), and the example
 * a reader would write.
 */
const OTHER_NAMES = new Set([
  'HttpOnly',
  'externalRuntime',
  'provideExternalRuntime',
  'LanternTotalBlockingTime',
  'LanternFirstContentfulPaint',
  'SyncHydrationLane',
  'enableHydrationChangeEvent',
  'maNouvellePage',
]);
/** Files whose words are the code's names (sources, configuration, the module list). */
const SOURCE = /\.(m?[jt]sx?|c[jt]s|jsonc?)$/;

/** Every word of the tracked sources, once. */
function sourceWords(root, tracked) {
  const words = new Set();
  for (const file of tracked.filter((name) => SOURCE.test(name) && !name.endsWith('package-lock.json')))
    for (const word of fs.readFileSync(path.join(root, file), 'utf8').match(/[A-Za-z_$][\w$]*/g) ?? [])
      words.add(word);
  return words;
}

/**
 * Every function, type or setting a doc names that no source of the repository holds any more:
 * "doc:line: name" (a renamed function leaves its old name in the docs otherwise).
 */
export function missingDocNames(root, docs, tracked) {
  const words = sourceWords(root, tracked);
  return docs.flatMap((doc) => {
    const text = fs.readFileSync(path.join(root, doc), 'utf8');
    return [...text.matchAll(/`([^`\n]+)`/g)].flatMap((match) => {
      const found = CODE_NAME.exec(match[1]);
      const name = found && (found[1] ?? found[2]);
      return name && !words.has(name) && !OTHER_NAMES.has(name)
        ? [`${doc}:${text.slice(0, match.index).split('\n').length}: ${name}`]
        : [];
    });
  });
}
