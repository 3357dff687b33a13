// What a team reads of its module on the site: its history as npm run deploy -- <module> --history
// prints it (each deployment or rollback, newest first, with what was deployed: commit, clean tree or
// not, lockfile, builder), and what visitors' browsers reported (npm run errors -- <module>).

const RESULTS = {
  live: 'en service',
  refused: 'refusée',
  'rolled-back': 'retirée (version précédente remise)',
  interrupted: 'interrompue',
  previewed: 'en aperçu',
  discarded: 'aperçu retiré',
};

const ACTIONS = { rollback: 'retour arrière', preview: 'aperçu', discard: 'aperçu retiré' };

const short = (text, length) => (text ? text.slice(0, length) : '?');

/** One line per entry of `listing.history` (GET /api/deployments/<module>). */
export function historyLines(listing) {
  return [
    `${listing.module} : en service ${listing.live}`,
    ...listing.history.map((entry) =>
      [
        entry.startedAt.slice(0, 16).replace('T', ' '),
        ACTIONS[entry.action] ?? 'déploiement',
        entry.version ?? '—',
        RESULTS[entry.result] ?? entry.result,
        `commit ${short(entry.commit, 12)}${entry.dirtyTree ? ' (modifications non validées)' : ''}`,
        `lockfile ${short(entry.lockfileDigest, 12)}`,
        `par ${entry.builder ?? entry.tokenName}`,
        ...(entry.message && entry.result !== 'refused' ? [entry.message] : []),
      ].join(' · '),
    ),
  ];
}

/** What visitors' browsers reported (GET /api/deployments/<module>/erreurs), a line each. */
export function errorLines(listing) {
  const releases = Object.entries(listing.byRelease).map(([release, count]) => `${release} : ${count}`);
  return [
    `${listing.module} : ${listing.reports.length} rapport(s) d’erreur gardés ${listing.keptDays} jours${
      releases.length ? ` (${releases.join(', ')})` : ''
    }`,
    ...(listing.pulledBack ?? []).map(
      (entry) =>
        `${entry.at.slice(0, 16).replace('T', ' ')} · remise en service de ${entry.restored} · ${entry.why}`,
    ),
    ...listing.reports.map((report) =>
      [
        report.receivedAt.slice(0, 16).replace('T', ' '),
        report.release ?? '?',
        report.route,
        report.kind,
        report.message,
      ].join(' · '),
    ),
  ];
}
