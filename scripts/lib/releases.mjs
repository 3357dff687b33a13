// The api's release path (api/src/releases, built as api/dist/releases.js) for the scripts and their
// tests: the same layout, the same sandboxed renderer and the same byte budgets as the server's.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { useRunFolder } from '../../shared/build/run-folder.cjs';
import { buildRoot, contentRoot, repoRoot } from './workspace.mjs';

const require = createRequire(import.meta.url);
const apiDist = path.join(repoRoot, 'api', 'dist');

/** { budgets, firstLoadByRoute, locateSite, defaultSite, renderSiteInto, renderLiveSite, … } */
export const releases = require(path.join(apiDist, 'releases.js'));

/** The deployment folder of npm start: DEPLOY_DIR, else .deploy in the repository. */
const deployDir = () => path.resolve(process.env.DEPLOY_DIR ?? path.join(repoRoot, '.deploy'));

/** The site's folders as the release path takes them. */
export const siteRoots = (deploy = deployDir()) => ({ deployDir: deploy, buildRoot, contentRoot });

/** The renderer and its limits, as the server runs it (more time and memory for a whole site). */
export const rendererLimits = {
  rendererScript: path.join(apiDist, 'release-renderer.js'),
  timeoutMs: 180_000,
  memoryMb: 1024,
};

/** The repository's own builds and content, as a fresh clone serves them. */
export const repositorySite = () => releases.locateSite(siteRoots(), releases.defaultSite());

/** This process's folder for its renders, removed when it exits (inside npm test's under npm test). */
let renderFolder;

/** Every document of the repository's site rendered into a fresh folder: { written, failures, outDir }. */
export async function renderRepositorySite() {
  renderFolder ??= useRunFolder('mtdm-render-');
  const outDir = path.join(fs.mkdtempSync(path.join(renderFolder, 'site-')), 'prerendered');
  const result = await releases.renderSiteInto(repositorySite(), outDir, rendererLimits);
  return { ...result, outDir };
}
