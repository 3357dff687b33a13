// npm run walk -w @mtdm/api: which files of api/src a membership payment runs through. The server
// (a real SQLite file, a real local SMTP server) is warmed by one payment first, so that start-up
// and first-use code is left out; then V8's precise coverage is reset and a second payment is made,
// as the membership page makes it: the start call, the provider's page and its « payer » button, the
// confirmation call, and the mails sent. Each file with a function that ran is listed, then the
// count of files and folders. `--json` prints the list as JSON (the scripts' tests read it).
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configuredIssuerEnv, membershipPayload } from '../src/__tests__/support/fixtures';
import { createTestContext, type TestContext } from '../src/__tests__/support/harness';
import { paymentCalls } from '../src/__tests__/support/payment-calls';

const SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

async function payMembership(ctx: TestContext, n: number): Promise<void> {
  const calls = paymentCalls(() => ctx);
  const payload = membershipPayload({
    email: `parcours${n}@example.org`,
    customer_id: `adherent_parcours_${n}`,
  });
  const started = (await calls.start('membership', payload)).json() as {
    payment_id: string;
    payment_url: string;
  };
  const page = await ctx.app.inject({ method: 'GET', url: started.payment_url });
  if (page.statusCode !== 200) throw new Error(`page du prestataire : ${page.statusCode}`);
  await calls.sandbox(started.payment_id, 'pay');
  const confirmed = await calls.confirm('membership', started.payment_id, String(payload.customer_id));
  if (!(confirmed.json() as { success: boolean }).success) throw new Error('adhésion non confirmée');
  // The payer's confirmation and the association's notice, received by the SMTP server.
  await ctx.flushMail();
  await ctx.smtp.waitFor(2 * n);
}

/** The files of api/src (tests aside) of which at least one function ran. */
function filesThatRan(coverage: { url: string; functions: { ranges: { count: number }[] }[] }[]) {
  return coverage
    .filter((script) => script.url.startsWith('file://'))
    .filter((script) => script.functions.some((fn) => fn.ranges[0]!.count > 0))
    .map((script) => fileURLToPath(script.url))
    .filter((file) => file.startsWith(SOURCE + path.sep) && !file.includes(`${path.sep}__tests__${path.sep}`))
    .map((file) => path.relative(SOURCE, file))
    .sort();
}

const ctx = await createTestContext(configuredIssuerEnv());
const session = new Session();
session.connect();
try {
  await session.post('Profiler.enable');
  await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  await payMembership(ctx, 1);
  await session.post('Profiler.takePreciseCoverage');
  await payMembership(ctx, 2);
  const files = filesThatRan((await session.post('Profiler.takePreciseCoverage')).result);
  const folders = new Set(files.map((file) => path.dirname(file)));
  if (process.argv.includes('--json')) console.log(JSON.stringify({ files, folders: folders.size }));
  else {
    for (const file of files) console.log(`  ${file}`);
    console.log(
      `Une adhésion payée passe par ${files.length} fichiers de l’api, dans ${folders.size} dossiers.`,
    );
  }
} finally {
  session.disconnect();
  await ctx.close();
}
