// What a release of a module (or of the shell) must pass before it is served, each failure in the
// words a volunteer team reads in its pipeline. Run by scripts/release.mjs, in the process the server
// starts for a deployment.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { budgets } from './budgets.mjs';
import { firstLoadByRoute, gzipSize } from './first-load.mjs';
import { remoteModules, shellModule } from './modules.mjs';

const require = createRequire(import.meta.url);
const { START_UP_FILES } = require('../../shared/build/preload-list-plugin.cjs');

/** The singletons whose major version must be the shell's (docs/architecture.md, "Fédération"). */
const SINGLETONS = ['react', 'react-dom', '@mtdm/shared/router', 'styled-components', 'zustand'];

const kb = (bytes) => `${(bytes / 1024).toFixed(1).replace('.', ',')} Ko`;
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** The module a folder name designates: the shell or one of the remotes of shared/modules.json. */
export function moduleByFolder(folder) {
  if (!folder) return undefined;
  if (folder === shellModule.folder) return { ...shellModule, segment: 'shell', shell: true };
  const remote = remoteModules.find((module) => module.folder === folder);
  return remote ? { ...remote, shell: false } : undefined;
}

/** The remote a federation name designates ('mfe_shop'). */
export const moduleByFederationName = (name) =>
  moduleByFolder(remoteModules.find((module) => module.federationName === name)?.folder);

/** The files a build must carry, by kind of module. */
const REQUIRED_FILES = {
  shell: [
    'dist/index.html',
    'dist/main.js',
    'dist/mf-manifest.json',
    `dist/${START_UP_FILES}`,
    'dist-server/render.js',
  ],
  remote: ['dist/mf-manifest.json', 'dist/remoteEntry.js', 'dist-server/pages.js'],
};

export function checkFiles(module, files) {
  const missing = REQUIRED_FILES[module.shell ? 'shell' : 'remote'].filter(
    (file) =>
      !fs.existsSync(
        path.join(
          file.startsWith('dist-server/') ? files.server : files.dist,
          file.replace(/^dist(-server)?\//, ''),
        ),
      ),
  );
  return missing.map(
    (file) =>
      `Le fichier ${file} manque dans l’archive : envoyez ce que construit npm run build -w ${module.folder}.`,
  );
}

/** A version name from the build's own content (every file of dist/): the same build, the same name. */
export function versionOf(_module, dist) {
  const hash = crypto.createHash('sha256');
  const walk = (folder) => {
    for (const entry of fs
      .readdirSync(folder, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        hash.update(path.relative(dist, full));
        hash.update(fs.readFileSync(full));
      }
    }
  };
  walk(dist);
  return hash.digest('hex').slice(0, 12);
}

/**
 * The pages a remote exposes must be exactly those the page registry gives it (the shell's routes,
 * `routes`: [{ page, remote, exposedName }]), each named when missing.
 */
export function checkExposedPages(module, manifest, routes) {
  const expected = routes.filter((route) => route.remote === module.federationName);
  const exposed = new Set((manifest.exposes ?? []).map((entry) => entry.name));
  const problems = expected
    .filter((route) => !exposed.has(route.exposedName))
    .map(
      (route) =>
        `${module.folder} n’expose pas la page « ${route.title} » (./${route.exposedName}) que le site attend de lui.`,
    );
  const wanted = new Set(expected.map((route) => route.exposedName));
  for (const name of exposed)
    if (!wanted.has(name))
      problems.push(`${module.folder} expose ./${name}, qu’aucune page du site n’attend de lui.`);
  return problems;
}

const major = (version) => Number(String(version).split('.')[0]);

/** Each singleton both builds share must have the same major version in both. */
export function checkSingletons(manifest, otherManifest, otherName) {
  const versionIn = (list, name) => list.find((entry) => entry.name === name)?.version;
  return SINGLETONS.flatMap((name) => {
    const mine = versionIn(manifest.shared ?? [], name);
    const theirs = versionIn(otherManifest.shared ?? [], name);
    if (!mine || !theirs || major(mine) === major(theirs)) return [];
    return [
      `${name} ${mine} dans ce build, ${theirs} dans ${otherName} : les versions majeures doivent être les mêmes.`,
    ];
  });
}

/** The name the site's own federation runtime gives itself (shared/src/federation-runtime). */
const SITE_RUNTIME_NAME = 'mtdm-site-federation-runtime';

/** Whether a build runs the site's own federation runtime (the budgets are measured with it). */
function runsSiteRuntime(module, located) {
  const entry = module.shell
    ? path.join(located.shell.dist, 'main.js')
    : path.join(located.remotes[module.federationName].dist, 'remoteEntry.js');
  return fs.readFileSync(entry, 'utf8').includes(SITE_RUNTIME_NAME);
}

/**
 * The byte budgets of npm test, on the routes a release changes (`located`: the candidate site). A
 * build with the package's own federation runtime (the upgrade path, docs/upgrading.md) is held to
 * the budget of its pages' own code only: the entry and first-load budgets are the site runtime's.
 */
export function checkBudgets(module, located) {
  const loads = firstLoadByRoute(located).filter((route) => module.shell || route.remote === module.folder);
  const ownCode = loads
    .filter((route) => route.own > budgets.routeOwnChunks)
    .map(
      (route) =>
        `Le code propre à la page ${route.url} pèse ${kb(route.own)}, au-delà de ${kb(budgets.routeOwnChunks)}.`,
    );
  if (!runsSiteRuntime(module, located)) return ownCode;
  const problems = [];
  if (module.shell) {
    const main = gzipSize(path.join(located.shell.dist, 'main.js'));
    if (main > budgets.shellMain)
      problems.push(`main.js pèse ${kb(main)}, au-delà de son budget de ${kb(budgets.shellMain)}.`);
  } else if (loads[0] && loads[0].entry > budgets.remoteEntry) {
    problems.push(
      `remoteEntry.js pèse ${kb(loads[0].entry)}, au-delà de son budget de ${kb(budgets.remoteEntry)}.`,
    );
  }
  for (const route of loads) {
    const limit = route.page === 'home' ? budgets.homeFirstLoad : budgets.anyRouteFirstLoad;
    if (route.total > limit)
      problems.push(
        `La page ${route.url} charge ${kb(route.total)} de JavaScript au premier affichage, au-delà de ${kb(limit)}.`,
      );
  }
  return [...problems, ...ownCode];
}

export { readJson };
