// What a pipeline does to deploy its module: pack the build (dist/ and dist-server/) and send it to
// the site's deployment endpoint with the module's token; roll back the same way. The content (the
// content/ folder editors change) is deployed the same way, as the "module" content.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { pack } from 'tar-stream';
import { filesUnder } from './files.mjs';
import { repoRoot } from './workspace.mjs';

const CONTENT = 'content';

/** The folders an archive holds, by their name in it: a module's build, or the content folder. */
function foldersToPack(moduleFolder, root) {
  if (moduleFolder === CONTENT) return [{ top: CONTENT, folder: path.join(root, CONTENT), missing: '' }];
  return ['dist', 'dist-server'].map((top) => ({
    top,
    folder: path.join(root, moduleFolder, top),
    missing: ` : lancez d’abord npm run build -w ${moduleFolder}`,
  }));
}

/** The .tar.gz of a module's build (or of the content), as one Buffer. */
async function packBuild(moduleFolder, root) {
  const archive = pack();
  const chunks = [];
  const gzip = createGzip();
  gzip.on('data', (chunk) => chunks.push(chunk));
  const written = pipeline(archive, gzip);
  for (const { top, folder, missing } of foldersToPack(moduleFolder, root)) {
    if (!fs.existsSync(folder)) throw new Error(`${path.relative(root, folder)} manque${missing}`);
    for (const file of filesUnder(folder))
      archive.entry({ name: `${top}/${file}`, mtime: new Date(0) }, fs.readFileSync(path.join(folder, file)));
  }
  archive.finalize();
  await written;
  return Buffer.concat(chunks);
}

const git = (root, args) => {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return undefined;
  }
};

/**
 * What is deployed, for the site's history: the commit (the pipeline's, GITHUB_SHA, else the
 * checkout's), whether the working tree had uncommitted changes, the lockfile's digest (the exact
 * dependencies) and who built it (the pipeline's run, else this user on this machine).
 */
export function provenanceOf(root = repoRoot, env = process.env) {
  const status = git(root, ['status', '--porcelain']);
  const lockfile = path.join(root, 'package-lock.json');
  return {
    commit: env.GITHUB_SHA ?? git(root, ['rev-parse', 'HEAD'])?.trim(),
    dirty: status === undefined ? undefined : status.trim() !== '',
    lockfileDigest: fs.existsSync(lockfile)
      ? createHash('sha256').update(fs.readFileSync(lockfile)).digest('hex')
      : undefined,
    builder: env.GITHUB_RUN_ID
      ? `GitHub Actions ${env.GITHUB_REPOSITORY ?? ''} #${env.GITHUB_RUN_ID}`.replace(/\s+/g, ' ')
      : `${os.userInfo().username}@${os.hostname()}`,
  };
}

/** The provenance as the site reads it (x-deploy-… headers); what is unknown is not sent. */
const provenanceHeaders = ({ commit, dirty, lockfileDigest, builder }) => ({
  ...(commit ? { 'x-deploy-commit': commit } : {}),
  ...(dirty === undefined ? {} : { 'x-deploy-dirty': dirty ? 'yes' : 'no' }),
  ...(lockfileDigest ? { 'x-deploy-lockfile': lockfileDigest } : {}),
  ...(builder ? { 'x-deploy-builder': encodeURIComponent(builder.slice(0, 120)) } : {}),
});

/** The refusal of a build from a tree with uncommitted changes (npm run deploy, without --allow-dirty). */
export const DIRTY_TREE =
  'Des modifications ne sont pas validées (git status) : la version ne correspondrait à aucun commit. Validez-les, ou relancez avec --allow-dirty (l’historique la marquera).';

function settings() {
  const siteUrl = process.env.SITE_URL?.replace(/\/+$/, '');
  const token = process.env.DEPLOY_TOKEN;
  if (!siteUrl || !token)
    throw new Error('SITE_URL (l’adresse du site) et DEPLOY_TOKEN (le jeton du module) sont attendus.');
  return { siteUrl, token };
}

/** How long a pipeline waits, in all, for another release of its module or for its rate limit. */
const WAIT_LIMIT_SECONDS = Number(process.env.DEPLOY_WAIT_SECONDS ?? 600);

async function sendOnce(url, init) {
  const response = await fetch(url, init);
  const text = await response.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = { success: false, message: `Réponse inattendue (${response.status}) : ${text.slice(0, 200)}` };
  }
  return { status: response.status, body, retryAfter: Number(response.headers.get('retry-after')) };
}

/**
 * Sends, and while the site answers 409 (another release of the same module) or 429 (too many
 * requests with this token), waits as long as it says (Retry-After) and sends again, within
 * DEPLOY_WAIT_SECONDS (600 s): what a pipeline started by the same merge as another one needs.
 */
async function send(
  url,
  init,
  { say = console.log, sleep = (ms) => new Promise((done) => setTimeout(done, ms)) } = {},
) {
  const started = Date.now();
  for (;;) {
    const answer = await sendOnce(url, init);
    if (answer.status !== 409 && answer.status !== 429) return answer;
    const wait = Number.isFinite(answer.retryAfter) && answer.retryAfter > 0 ? answer.retryAfter : 10;
    const waited = (Date.now() - started) / 1000;
    if (waited + wait > WAIT_LIMIT_SECONDS) return answer;
    say(`${answer.body.message} Nouvel essai dans ${wait} s…`);
    await sleep(wait * 1000);
  }
}

/**
 * Sends the build of `moduleFolder` found under `root` (the repository by default), with what it is
 * (provenanceOf). A build from a tree with uncommitted changes is refused unless `allowDirty`. With
 * `preview`, the site checks it the same way but keeps it aside and answers a signed link to it.
 */
export async function deployModule(
  moduleFolder,
  { root = repoRoot, provenance = provenanceOf(root), allowDirty = false, preview = false } = {},
) {
  if (provenance.dirty && !allowDirty) return { status: 0, body: { success: false, message: DIRTY_TREE } };
  const { siteUrl, token } = settings();
  const archive = await packBuild(moduleFolder, root);
  return send(`${siteUrl}/api/deployments/${moduleFolder}${preview ? '/previews' : ''}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/gzip',
      ...provenanceHeaders(provenance),
    },
    body: archive,
  });
}

/** Puts a preview live (its very build, no new upload), or drops it. */
export async function promotePreview(moduleFolder, id) {
  const { siteUrl, token } = settings();
  return send(`${siteUrl}/api/deployments/${moduleFolder}/previews/${encodeURIComponent(id)}/promote`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
}

export async function discardPreview(moduleFolder, id) {
  const { siteUrl, token } = settings();
  return sendOnce(`${siteUrl}/api/deployments/${moduleFolder}/previews/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}` },
  });
}

export async function rollbackModule(moduleFolder, { to } = {}) {
  const { siteUrl, token } = settings();
  return send(`${siteUrl}/api/deployments/${moduleFolder}/rollback`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(to ? { to } : {}),
  });
}

/** What visitors' browsers reported of the module: its latest reports, and how many per release. */
export async function browserErrorsOf(moduleFolder) {
  const { siteUrl, token } = settings();
  return sendOnce(`${siteUrl}/api/deployments/${moduleFolder}/erreurs`, {
    headers: { authorization: `Bearer ${token}` },
  });
}

/** The module's releases and its history (each deployment and rollback, with what was deployed). */
export async function historyOf(moduleFolder) {
  const { siteUrl, token } = settings();
  return sendOnce(`${siteUrl}/api/deployments/${moduleFolder}`, {
    headers: { authorization: `Bearer ${token}` },
  });
}
