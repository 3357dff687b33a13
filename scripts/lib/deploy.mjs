// Publishing one module's build under a versioned path, and pointing its line of remotes.json at it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { remoteModules } from './modules.mjs';
import { repoRoot } from './workspace.mjs';

/** The remotes by folder ('mfe-shop' → { segment, federationName, … }), from shared/modules.json. */
const remotes = Object.fromEntries(remoteModules.map((module) => [module.folder, module]));

export function deployDir() {
  return path.resolve(process.env.DEPLOY_DIR ?? path.join(repoRoot, '.deploy'));
}

/** A version name derived from the build itself: the same build always gets the same name. */
export function versionOf(buildDir) {
  const hash = crypto.createHash('sha256');
  for (const file of ['remoteEntry.js', 'mf-manifest.json'])
    hash.update(fs.readFileSync(path.join(buildDir, file)));
  return hash.digest('hex').slice(0, 12);
}

/**
 * Copies `buildDir` to <deploy>/releases/<segment>/<version>/ and points the module's line of
 * <deploy>/remotes.json at it. The running server picks it up on the next page load.
 */
export function publishModule(moduleFolder, { buildDir, version } = {}) {
  const remote = remotes[moduleFolder];
  if (!remote)
    throw new Error(`Module inconnu : ${moduleFolder} (attendu : ${Object.keys(remotes).join(', ')})`);
  const source = path.resolve(buildDir ?? path.join(repoRoot, moduleFolder, 'dist'));
  if (!fs.existsSync(path.join(source, 'mf-manifest.json'))) {
    throw new Error(`Pas de build dans ${source} : lancez d'abord npm run build -w ${moduleFolder}`);
  }
  const name = version ?? versionOf(source);
  const target = path.join(deployDir(), 'releases', remote.segment, name);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.cpSync(source, target, { recursive: true });
  // The build's Node bundle (dist-server/ beside dist/), which pre-renders the module's pages; kept
  // out of the served folders.
  const serverBuild = path.join(path.dirname(source), 'dist-server');
  if (fs.existsSync(serverBuild)) {
    fs.cpSync(serverBuild, path.join(deployDir(), 'renderers', remote.segment, name), { recursive: true });
  }

  const remotesFile = path.join(deployDir(), 'remotes.json');
  let current = {};
  try {
    current = JSON.parse(fs.readFileSync(remotesFile, 'utf8'));
  } catch {
    // first deployment: lines of the other modules keep their defaults on the server
  }
  current[remote.federationName] = `/mfe/${remote.segment}/releases/${name}/mf-manifest.json`;
  const temporary = `${remotesFile}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(current, null, 2)}\n`);
  fs.renameSync(temporary, remotesFile); // atomic: a page load never reads half a file
  return { version: name, manifest: current[remote.federationName], remotesFile };
}
