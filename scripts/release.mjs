// The server's hands on the deployment folder, run in a process of its own with a time limit
// (api/src/infrastructure/release-process.ts). Prints one line of JSON and exits 0 when it succeeded.
//
//   node scripts/release.mjs deploy --module mfe-shop --from <folder with dist/ and dist-server/>
//   node scripts/release.mjs deploy --module mfe-shop --version <version already released>
//   node scripts/release.mjs deploy --module mfe-shop --own-build   (back to the module's own dist/)
//   node scripts/release.mjs deploy --module content --from <folder with content/>
//   node scripts/release.mjs deploy --module content --version <version> | --own-build
//   node scripts/release.mjs switch --to <state folder>
//
// deploy: checks the release (files, exposed pages, singletons, byte budgets), pre-renders the pages
// it changes (every page for the shell) into a new state, moves the release in place and makes the
// state live with one rename. Nothing changes on a failure. A content release is checked against the
// collections' schemas as the live shell knows them, and renders again only the pages that show a
// collection it changes; no module is built or moved.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { deployDir as defaultDeployDir } from './lib/deploy.mjs';
import { buildRoot, contentRoot } from './lib/workspace.mjs';
import {
  checkBudgets,
  checkExposedPages,
  checkFiles,
  checkSingletons,
  moduleByFederationName,
  moduleByFolder,
  readJson,
  versionOf,
} from './lib/release-checks.mjs';
import {
  CONTENT_SEGMENT,
  contentVersionOf,
  createState,
  currentStateDir,
  locateSite,
  pruneStates,
  readSite,
  releaseDir,
  rendererDir,
  switchState,
} from './lib/site-state.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    module: { type: 'string' },
    from: { type: 'string' },
    version: { type: 'string' },
    to: { type: 'string' },
    'own-build': { type: 'boolean' },
    'deploy-dir': { type: 'string' },
  },
});
const deployDir = path.resolve(values['deploy-dir'] ?? defaultDeployDir());
const require = createRequire(import.meta.url);

function answer(result) {
  process.stdout.write(`${JSON.stringify(result)}\n`);
  process.exit(result.ok ? 0 : 1);
}
const refuse = (problems) => answer({ ok: false, problems: Array.isArray(problems) ? problems : [problems] });

/** The files of a content release: a folder sent, a release kept on the server, or the site's own. */
function contentFolderOf() {
  if (values['own-build']) return contentRoot;
  if (values.from) return path.join(values.from, 'content');
  return values.version ? releaseDir(deployDir, CONTENT_SEGMENT, values.version) : null;
}

function deployContent() {
  const folder = contentFolderOf();
  if (!folder) return refuse('Une version ou un dossier de contenu est attendu.');
  if (!fs.existsSync(folder))
    return refuse(
      values.version
        ? `La version ${values.version} du contenu n’est plus sur le serveur.`
        : 'L’archive ne contient pas de dossier content/.',
    );
  const site = structuredClone(readSite(deployDir));
  const live = locateSite(deployDir, site);
  let shell;
  let problems;
  try {
    shell = require(live.shell.renderFile);
    problems = shell.checkContentFolder(folder).map(shell.formatProblem);
  } catch (error) {
    problems = [`Ce contenu ne peut pas être lu : ${error.message}`];
  }
  if (problems.length > 0) return refuse(problems);

  const version = values['own-build'] ? null : (values.version ?? contentVersionOf(folder));
  const after = shell.collectionFingerprints(folder);
  let before = {};
  try {
    before = shell.collectionFingerprints(live.contentDir);
  } catch {
    // The live content cannot be read any more: every collection counts as changed.
  }
  const changed = Object.keys(after).filter((name) => after[name] !== before[name]);
  const pageKeys = shell.pagesShowingCollections(changed);
  site.content = version;
  const state = createState(deployDir, site, {
    pageKeys,
    files: { [CONTENT_SEGMENT]: folder },
    strict: true,
  });
  if (!state.dir)
    return refuse(
      state.failures.map(
        ({ page, error }) => `La page ${page ?? 'du site'} ne peut pas être pré-rendue : ${error.message}`,
      ),
    );
  const released = version && releaseDir(deployDir, CONTENT_SEGMENT, version);
  if (values.from && !fs.existsSync(released)) {
    fs.mkdirSync(path.dirname(released), { recursive: true });
    fs.renameSync(folder, released);
  }
  const previousState = switchState(deployDir, state.dir);
  pruneStates(deployDir);
  const pages = shell.routesToPrerender
    .filter((route) => pageKeys.includes(route.page))
    .map((route) => route.url);
  return answer({ ok: true, version, state: state.dir, previousState, pages, collections: changed });
}

function deploy() {
  if (values.module === CONTENT_SEGMENT) return deployContent();
  const module = moduleByFolder(values.module ?? '');
  if (!module) return refuse(`Module inconnu : ${values.module}.`);
  const ownBuild = values['own-build'] === true;
  const fromRelease = !values.from && !ownBuild;
  if (fromRelease && !values.version) return refuse('Une version ou un dossier de build est attendu.');
  const files = ownBuild
    ? ownBuildFiles(module)
    : fromRelease
      ? {
          dist: releaseDir(deployDir, module.segment, values.version),
          server: rendererDir(deployDir, module.segment, values.version),
        }
      : { dist: path.join(values.from, 'dist'), server: path.join(values.from, 'dist-server') };
  if (fromRelease && !fs.existsSync(files.dist))
    return refuse(`La version ${values.version} de ${module.folder} n’est plus sur le serveur.`);

  const missing = checkFiles(module, files);
  if (missing.length > 0) return refuse(missing);
  const version = ownBuild ? null : (values.version ?? versionOf(module, files.dist));

  const site = structuredClone(readSite(deployDir));
  if (module.shell) site.shell = version;
  else site.remotes[module.federationName] = version;
  const located = locateSite(deployDir, site, { [module.folder]: files });

  const manifest = readJson(path.join(files.dist, 'mf-manifest.json'));
  let problems;
  try {
    const { routesToPrerender } = require(located.shell.renderFile);
    const shellManifest = readJson(path.join(located.shell.dist, 'mf-manifest.json'));
    // A remote is checked against the live shell; a shell against every live remote.
    const remotes = module.shell
      ? Object.entries(located.remotes).map(([name, remote]) => [moduleByFederationName(name), remote])
      : [[module, located.remotes[module.federationName]]];
    problems = remotes.flatMap(([remote, location]) => {
      const remoteManifest = module.shell ? readJson(location.manifestFile) : manifest;
      return [
        ...checkExposedPages(remote, remoteManifest, routesToPrerender),
        ...checkSingletons(remoteManifest, shellManifest, module.shell ? 'ce shell' : 'le shell en service'),
      ];
    });
    if (problems.length === 0) problems = checkBudgets(module, located);
  } catch (error) {
    problems = [`Ce build ne peut pas être lu : ${error.message}`];
  }
  if (problems.length > 0) return refuse(problems);

  const state = createState(deployDir, site, {
    moduleFolders: module.shell ? undefined : [module.folder],
    files: { [module.folder]: files },
    strict: true,
  });
  if (!state.dir)
    return refuse(
      state.failures.map(
        ({ page, error }) => `La page ${page ?? 'du module'} ne peut pas être pré-rendue : ${error.message}`,
      ),
    );

  if (values.from) {
    for (const [from, to] of [
      [files.dist, releaseDir(deployDir, module.segment, version)],
      [files.server, rendererDir(deployDir, module.segment, version)],
    ]) {
      if (fs.existsSync(to)) continue; // the same build, already released
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.renameSync(from, to);
    }
  }
  const previousState = switchState(deployDir, state.dir);
  pruneStates(deployDir);
  const pages = require(locateSite(deployDir, site).shell.renderFile)
    .routesToPrerender.filter((route) => module.shell || route.remote === module.federationName)
    .map((route) => route.url);
  return answer({ ok: true, version, state: state.dir, previousState, pages });
}

/** The module's own build, under the build root (what a fresh clone serves). */
function ownBuildFiles(module) {
  const root = path.join(buildRoot, module.folder);
  return { dist: path.join(root, 'dist'), server: path.join(root, 'dist-server') };
}

function switchBack() {
  if (!values.to || !fs.existsSync(path.join(values.to, 'site.json'))) return refuse('État inconnu.');
  const previousState = switchState(deployDir, values.to);
  return answer({ ok: true, state: values.to, previousState, live: currentStateDir(deployDir) });
}

if (positionals[0] === 'deploy') deploy();
else if (positionals[0] === 'switch') switchBack();
else refuse('Commande attendue : deploy ou switch.');
