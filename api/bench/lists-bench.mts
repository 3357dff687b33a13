// npm run bench:lists -w @mtdm/api: the volunteers' lists at the association's scale. 10,000 members
// and 5,000 orders in a real SQLite file (src/__tests__/support/list-seed.ts), a treasurer and a shop
// volunteer signed in by their mailed link, then each call asked 40 times through the server
// (inject: the whole Fastify path, without the network): a page of each view, and each export, whole.
// Median and p95 in milliseconds. A benchmark, not a test: a call that fails says so and exits with
// an error.
import { performance } from 'node:perf_hooks';
import { parisToday } from '@mtdm/shared/content';
import { volunteerCalls as calls } from '@mtdm/shared/contracts/signed-in';
import { createTestContext } from '../src/__tests__/support/harness';
import { seedLists } from '../src/__tests__/support/list-seed';
import { signInVolunteer, volunteersFile } from '../src/__tests__/support/volunteer-session';

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const ctx = await createTestContext({
  VOLUNTEERS_FILE: volunteersFile([
    { email: 'tresorier@example.org', name: 'Paul', roles: ['tresorerie'] },
    { email: 'boutique@example.org', name: 'Claire', roles: ['boutique'] },
  ]),
  SIGN_IN_RATE_LIMIT_MAX: '1000',
});
try {
  seedLists(ctx.app.services.db, {
    members: 10_000,
    orders: 5_000,
    today: parisToday(ctx.app.services.now()),
  });
  const treasurer = (await signInVolunteer(ctx, 'tresorier@example.org')).headers;
  const shop = (await signInVolunteer(ctx, 'boutique@example.org')).headers;
  const CALLS: readonly [string, string, Record<string, string>][] = [
    ['Adhérents 2026, page 1', `${calls.memberships.path}?annee=2026`, treasurer],
    ['Adhérents 2026, page 150, par nom', `${calls.memberships.path}?annee=2026&tri=nom&page=150`, treasurer],
    ['Adhérents, recherche « dupre »', `${calls.memberships.path}?annee=2026&q=dupre`, treasurer],
    ['Adhérents à jour aujourd’hui', `${calls.memberships.path}?vue=a-jour`, treasurer],
    ['Commandes à expédier, page 1', `${calls.orders.path}?etat=a-expedier`, shop],
    ['Commandes, recherche par ville', `${calls.orders.path}?etat=a-expedier&q=saint-raphael`, shop],
    ['Export des adhérents (CSV, 10 002 lignes)', `${calls.membershipsExport.path}?annee=2026`, treasurer],
    ['Export des adhérents (xlsx)', `${calls.membershipsExport.path}?annee=2026&format=xlsx`, treasurer],
    ['Export des commandes (xlsx, 5 000 lignes)', `${calls.ordersExport.path}?format=xlsx`, shop],
  ];
  const rows: string[] = [];
  for (const [name, url, headers] of CALLS) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const answer = await ctx.app.inject({ method: 'GET', url, headers });
      times.push(performance.now() - started);
      if (answer.statusCode !== 200)
        throw new Error(`${name} : ${answer.statusCode} ${answer.body.slice(0, 200)}`);
    }
    times.sort((a, b) => a - b);
    const at = (share: number) =>
      Math.round(times[Math.min(times.length - 1, Math.floor(share * times.length))]!);
    rows.push(`| ${name} | ${at(0.5)} ms | ${at(0.95)} ms |`);
  }
  console.log(`\nListes des bénévoles, 10 000 adhérents et 5 000 commandes, ${RUNS} demandes chacune\n`);
  console.log('| Demande | Médiane | p95 |\n|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  await ctx.close();
}
