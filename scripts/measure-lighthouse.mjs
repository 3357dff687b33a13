// npm run measure:lighthouse [-- http://localhost:8080] [--every-page] — Lighthouse (mobile profile) on
// a few pages of the running site, or on every page of its sitemap (`--every-page`: about half a minute
// a page), in Debian's Chromium, offline. Prints the category scores, the main timings and the audits
// that cost points. A measurement, not a test: the performance score moves with the machine's load.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { useRunFolder } from '../shared/build/run-folder.cjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';

const args = process.argv.slice(2);
const base = args.find((arg) => !arg.startsWith('--')) ?? `http://localhost:${process.env.PORT ?? 8080}`;
/** The site's pages as its sitemap lists them (its PDFs aside), on this server. */
async function sitemapPages() {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]).pathname)
    .filter((page) => !page.endsWith('.pdf'));
}
const pagesToMeasure = args.includes('--every-page')
  ? await sitemapPages()
  : ['/', '/pages/laboutique', '/pages/CGV'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// Offline: any host but localhost fails at once instead of waiting for a network that is not there.
const flags = [
  '--headless=new',
  ...CHROMIUM_FLAGS,
  '--host-resolver-rules="MAP * ~NOTFOUND, EXCLUDE localhost"',
].join(' ');
// The report and the browser's profiles in a folder of this run, removed when it ends.
const output = path.join(useRunFolder('mtdm-lighthouse-'), 'report.json');

for (const page of pagesToMeasure) {
  execFileSync(
    'npx',
    [
      '-y',
      'lighthouse@13.5.0',
      base + page,
      `--chrome-flags=${flags}`,
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
    ],
    {
      stdio: 'inherit',
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
    },
  );
  const report = JSON.parse(fs.readFileSync(output, 'utf8'));
  const scores = CATEGORIES.map(
    (name) => `${name} ${Math.round((report.categories[name]?.score ?? 0) * 100)}`,
  ).join(', ');
  const timing = [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
  ]
    .map((name) => `${name.replace(/-/g, ' ')} ${report.audits[name].displayValue}`)
    .join(', ');
  // What cost points, and why: a score below 100 names its audits (robots-txt: CSP violation, say).
  const missed = CATEGORIES.flatMap((name) =>
    report.categories[name].auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => report.audits[ref.id])
      .filter((audit) => audit.score !== null && audit.score < 1)
      .map(
        (audit) => `${name} ${audit.id} ${audit.score}${audit.explanation ? ` (${audit.explanation})` : ''}`,
      ),
  );
  console.log(`${page}\n  ${scores}\n  ${timing}${missed.map((line) => `\n  ${line}`).join('')}`);
}
