// A module's history as npm run deploy -- <module> --history prints it: each deployment or rollback,
// newest first, with what was deployed (commit, clean tree or not, lockfile, builder).

const RESULTS = {
  live: 'en service',
  refused: 'refusée',
  'rolled-back': 'retirée (version précédente remise)',
  interrupted: 'interrompue',
};

const short = (text, length) => (text ? text.slice(0, length) : '?');

/** One line per entry of `listing.history` (GET /api/deployments/<module>). */
export function historyLines(listing) {
  return [
    `${listing.module} : en service ${listing.live}`,
    ...listing.history.map((entry) =>
      [
        entry.startedAt.slice(0, 16).replace('T', ' '),
        entry.action === 'rollback' ? 'retour arrière' : 'déploiement',
        entry.version ?? '—',
        RESULTS[entry.result] ?? entry.result,
        `commit ${short(entry.commit, 12)}${entry.dirtyTree ? ' (modifications non validées)' : ''}`,
        `lockfile ${short(entry.lockfileDigest, 12)}`,
        `par ${entry.builder ?? entry.tokenName}`,
      ].join(' · '),
    ),
  ];
}
