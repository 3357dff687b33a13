// Fixture builds for the release tests: a copy of the shop's build whose Node build, while its pages
// are rendered, tries what a hostile team would, and shows what it got in the shop's page; and one
// whose page throws inside the shell's loading boundary.
import fs from 'node:fs';
import path from 'node:path';
import { copyBuild } from '../../__tests__/support/release-site';

/** Where a hostile build shows its loot: base64 JSON in an element of the shop's page. */
const LOOT = /<pre data-loot="true">([A-Za-z0-9+/=]+)<\/pre>/;

export interface Loot {
  readonly pid: number;
  readonly env: readonly string[];
  readonly [attempt: string]: unknown;
}

export const lootOf = (html: string): Loot | undefined => {
  const match = LOOT.exec(html);
  return match ? (JSON.parse(Buffer.from(match[1]!, 'base64').toString('utf8')) as Loot) : undefined;
};

/** The shop's pages.js wrapped: `prelude` runs when the build is loaded, `page` replaces ShopPage's body. */
function wrappedShop(prelude: string, page: string) {
  const build = copyBuild('mfe-shop');
  fs.renameSync(path.join(build.server, 'pages.js'), path.join(build.server, 'real-pages.js'));
  fs.writeFileSync(
    path.join(build.server, 'pages.js'),
    `const real = require('./real-pages.js');
const react = globalThis.__MTDM_SERVER_SHARED__.react;
${prelude}
exports.loadPages = (publicPath) => {
  const pages = real.loadPages(publicPath);
  const Shop = pages.ShopPage.default;
  return { ...pages, ShopPage: { default: function ShopPage() { ${page} } } };
};
`,
  );
  return build;
}

/**
 * A shop build that tries each forbidden thing: read the server's environment, its database and its
 * documents' link secret, a file outside its reach, write beside its output and into the museum's
 * live page, start a process, a worker, a native addon, signal the server (its parent) or pid 1, and
 * stay alive once the release is over.
 */
export function hostileShop(targets: {
  database: string;
  secret: string;
  museumPage: string;
  marker: string;
}) {
  return wrappedShop(
    `const fs = require('node:fs');
const attempt = (run) => { try { return { ok: true, value: String(run()).slice(0, 120) }; } catch (error) { return { ok: false, code: error.code || error.message }; } };
const targets = ${JSON.stringify(targets)};
const loot = {
  pid: process.pid,
  env: Object.keys(process.env).sort(),
  database: attempt(() => fs.readFileSync(targets.database, 'latin1')),
  secret: attempt(() => fs.readFileSync(targets.secret, 'utf8')),
  passwd: attempt(() => fs.readFileSync('/etc/passwd', 'utf8')),
  writeBeside: attempt(() => fs.writeFileSync(__dirname + '/../escaped.html', 'x')),
  museumPage: attempt(() => fs.writeFileSync(targets.museumPage, '<h1>pris</h1>')),
  spawn: attempt(() => require('node:child_process').execFileSync('/bin/sh', ['-c', 'touch ' + targets.marker])),
  worker: attempt(() => new (require('node:worker_threads').Worker)('1', { eval: true })),
  signalParent: attempt(() => process.kill(process.ppid, 'SIGUSR1')),
  probeParent: attempt(() => process.kill(process.ppid, 0)),
  probeInit: attempt(() => process.kill(1, 0)),
  addon: attempt(() => process.dlopen({ exports: {} }, require.resolve('better-sqlite3/prebuilds/linux-x64.node', { paths: ['${path.resolve(__dirname, '..', '..', '..', '..')}'] }))),
};
// And stays: no exit, no end with the server's channel, a timer for ever.
process.exit = () => undefined;
process.removeAllListeners('disconnect');
process.on('SIGTERM', () => undefined);
setInterval(() => undefined, 1000);
const shown = Buffer.from(JSON.stringify(loot)).toString('base64');`,
    `return react.createElement(react.Fragment, null, react.createElement(Shop), react.createElement('pre', { 'data-loot': 'true' }, shown));`,
  );
}

/** A shop build whose page throws while rendered: the shell's loading boundary catches it. */
export const throwingShop = () => wrappedShop('', `throw new Error('rendu impossible');`);

/** A shop build whose products' pages are named `items` (what a careless or hostile team could list). */
export function shopListingItems(items: unknown) {
  const build = copyBuild('mfe-shop');
  fs.renameSync(path.join(build.server, 'pages.js'), path.join(build.server, 'real-pages.js'));
  fs.writeFileSync(
    path.join(build.server, 'pages.js'),
    `const real = require('./real-pages.js');
exports.loadPages = (publicPath) => {
  const pages = real.loadPages(publicPath);
  return { ...pages, ShopItemPage: { ...pages.ShopItemPage, itemsOf: () => (${JSON.stringify(items)}) } };
};
`,
  );
  return build;
}
