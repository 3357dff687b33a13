// npm run bench:interactions [-- --runs 7]: what a visitor feels after the page has loaded, alone
// (npm run bench measures it too, beside the load figures): scripts/lib/interactions.mjs. Seven runs
// each, the median and the highest.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { interactionTable, measureInteractions } from './lib/interactions.mjs';
import { ensureBuilt, ensureInstalled, repoRoot, runOnPinnedNode } from './lib/workspace.mjs';
import { useRunFolder } from '../shared/build/run-folder.cjs';

runOnPinnedNode();
const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' } } });
const runs = Number(values.runs);
const PORT = 8292;
const base = `http://127.0.0.1:${PORT}`;

ensureInstalled();
ensureBuilt();
// Its folder (database, deployment) is removed at its end, whatever the outcome.
const work = useRunFolder('mtdm-bench-interactions-');
const site = spawn(process.execPath, [path.join(repoRoot, 'api', 'dist', 'main.js')], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DEPLOY_DIR: path.join(work, 'deploy'),
    DATABASE_PATH: path.join(work, 'bench.sqlite'),
    UPLOADS_DIR: path.join(work, 'uploads'),
    MAIL_OUTBOX_DIR: path.join(work, 'outbox'),
    GA_MEASUREMENT_ID: '',
  },
  stdio: 'ignore',
});
for (let attempt = 0; ; attempt += 1) {
  try {
    const answer = await fetch(`${base}/pages/laboutique`);
    if (answer.ok && (await answer.text()).includes('<h1')) break;
  } catch {
    // not listening yet
  }
  if (attempt > 600) throw new Error('le site ne démarre pas');
  await new Promise((resolve) => setTimeout(resolve, 250));
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
let rows;
try {
  rows = await measureInteractions(browser, base, runs);
} finally {
  await browser.close();
  site.kill('SIGTERM');
}
console.log(`\n${interactionTable(rows, runs)}\n`);
