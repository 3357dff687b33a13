// What the server does with its deployment folder before it serves anything: ends the renderers a
// killed server left behind, undoes a switch whose checks never finished (recorded in the audit
// trail), empties the staging area, says when a live version is unknown to the history, then renders
// every page again when a build served from its own dist/ (or the site's own content) is newer than
// the live pages: what npm start does on a fresh clone.
import type { FastifyBaseLogger } from 'fastify';
import { knownRemotes } from '../releases/module-registry';
import { contentVersionOf } from '../releases/content-release';
import { readLiveSite } from '../releases/layout';
import { reconcileReleases } from '../releases/reconcile';
import { renderLiveSite, stateIsStale } from '../releases/site-render';
import { deploymentsOf, insertDeployment } from './deployment-store';
import type { Services } from '../services';
import { publishOwnContent } from './deploy-release';
import { releaseEnvironment } from './release-environment';
import type { LocalFetch } from './smoke-check';

const startMessages = {
  interrupted:
    'Le serveur s’est arrêté avant la fin des vérifications : l’état précédent a été remis en service au démarrage.',
} as const;

/** The live versions the audit trail never saw go live (a state made by hand, a lost database). */
function unknownLiveVersions(services: Services): string[] {
  const site = readLiveSite(services.config.deployDir);
  const parts: [string, string | null][] = [
    ['shell', site.shell],
    ['content', site.content],
    ...knownRemotes(services.config.deployDir).map((remote): [string, string | null] => [
      remote.folder,
      site.remotes[remote.federationName] ?? null,
    ]),
  ];
  return parts
    .filter(([, version]) => version !== null)
    .filter(([module, version]) => {
      const history = deploymentsOf(services.db, module);
      return (
        history.length > 0 && !history.some((entry) => entry.result === 'live' && entry.version === version)
      );
    })
    .map(([module, version]) => `${module} ${version}`);
}

export async function startLiveSite(
  services: Services,
  log: FastifyBaseLogger,
  fetchLocal: LocalFetch,
): Promise<void> {
  const { config, db } = services;
  const reconciled = await reconcileReleases(config.deployDir);
  if (reconciled.ended > 0)
    log.warn(
      { ended: reconciled.ended },
      'rendus d’une version arrêtés : le serveur précédent les avait laissés',
    );
  const interrupted = reconciled.interrupted;
  if (interrupted) {
    insertDeployment(db, {
      module: interrupted.module,
      action: interrupted.action,
      version: interrupted.version,
      tokenName: interrupted.tokenName,
      commit: interrupted.commit,
      result: 'interrupted',
      message: startMessages.interrupted,
      startedAt: interrupted.startedAt,
    });
    log.warn(
      { module: interrupted.module, version: interrupted.version, undone: reconciled.undone },
      startMessages.interrupted,
    );
  }
  for (const unknown of unknownLiveVersions(services))
    log.warn(`Version en service inconnue de l’historique des déploiements : ${unknown}.`);
  const env = releaseEnvironment(config);
  if (stateIsStale(env)) {
    log.info('pré-rendu des pages…');
    const started = Date.now();
    const rendered = await renderLiveSite(env);
    for (const failure of rendered.failures)
      log.warn(`pré-rendu de ${failure.page} impossible, document précédent gardé : ${failure.message}`);
    log.info(`${rendered.written.length} page(s) pré-rendue(s) en ${Date.now() - started} ms`);
  }
  // The site's own content, served as a snapshot: published when none is live, or again when the
  // folder changed since (a release sent by the content pipeline stays live).
  const live = readLiveSite(config.deployDir);
  const ownChanged = live.ownContent && (await contentVersionOf(config.contentDir)) !== live.content;
  if (live.content === null || ownChanged) {
    const published = await publishOwnContent(services, fetchLocal, log);
    if (published.kind === 'refused' || published.kind === 'rolled-back')
      log.warn(`Contenu du site non publié : ${published.problems.join(' ')}`);
  }
}
