import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { useRunFolder } from '@mtdm/shared/build/run-folder';

/** The flags every script of the repository launches Debian's Chromium with (scripts/lib/chromium.mjs). */
const CHROMIUM_FLAGS: string[] = JSON.parse(
  fs.readFileSync(path.join(__dirname, '..', 'scripts', 'lib', 'chromium-flags.json'), 'utf8'),
);

/** The production server as `npm start` starts it, on its own port and with its own deployment folder. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
/**
 * The run's own temporary folder, made when the configuration is first read (the workers inherit the
 * folders below) and removed when the run ends: npm test's holds it; run alone (or read by a tool
 * that only loads this file), its folders do not stay in the system's.
 */
if (!process.env.E2E_DEPLOY_DIR) useRunFolder('mtdm-e2e-run-');
/**
 * Each run starts from a clean deployment (every module served from its own dist/): a fresh folder,
 * made when the configuration is first read, before the server starts and pre-renders the pages into
 * it; the workers inherit its name.
 */
process.env.E2E_DEPLOY_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), `mtdm-e2e-deploy-${E2E_PORT}-`));
export const E2E_DEPLOY_DIR = process.env.E2E_DEPLOY_DIR;
/** A GA4 id so the consent banner and the analytics provider are exercised (no request can leave this machine). */
export const E2E_MEASUREMENT_ID = 'G-E2ETEST01';

/** The association's details a tax receipt needs, as the server under test publishes them. */
export const E2E_ASSOCIATION_DETAILS = {
  object: 'Soutenir le musée et faire connaître l’histoire des troupes de marine',
  registeredAddress: 'Musée des Troupes de Marine, route de Bagnols-en-Forêt, 83600 Fréjus',
  signatoryName: 'Jean Dupont',
  signatoryRole: 'Trésorier',
} as const;

/** The api's database, uploads and outbox of this run: a fresh folder, never the developer's data/. */
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-e2e-data-'));
export const E2E_DATABASE_PATH = path.join(process.env.E2E_DATA_DIR, 'mtdm.sqlite');
/** The deployment tokens of the server under test (any text of 32 characters or more). */
export const E2E_DEPLOY_TOKENS = {
  shop: 'e2e-jeton-de-la-boutique-0123456789abcdef',
  museum: 'e2e-jeton-du-musee-0123456789abcdefghijkl',
  content: 'e2e-jeton-du-contenu-0123456789abcdefghi',
  shell: 'e2e-jeton-du-shell-0123456789abcdefghijklm',
} as const;

/**
 * The deployment tokens the association adds while the server runs (DEPLOY_TOKENS_FILE, re-read when
 * it changes): empty at start, a test adds the token of a module made after the server started.
 */
export const E2E_TOKENS_FILE = path.join(process.env.E2E_DATA_DIR, 'jetons-de-deploiement.json');
if (!fs.existsSync(E2E_TOKENS_FILE)) fs.writeFileSync(E2E_TOKENS_FILE, '[]\n');

/**
 * The content the server under test publishes: the repository's, with the association's seat, object
 * and signatory filled in as the association will (its documents are then issued at once; a test of
 * content-release.spec.ts removes them to see documents wait). Made once, before the server starts.
 */
process.env.CONTENT_DIR ??= path.join(process.env.E2E_DATA_DIR, 'content');
if (!fs.existsSync(process.env.CONTENT_DIR)) {
  fs.cpSync(path.join(__dirname, '..', 'content'), process.env.CONTENT_DIR, {
    recursive: true,
    dereference: true,
  });
  const file = path.join(process.env.CONTENT_DIR, 'association.json');
  const association = JSON.parse(fs.readFileSync(file, 'utf8'));
  fs.writeFileSync(file, JSON.stringify({ ...association, ...E2E_ASSOCIATION_DETAILS }, null, 2) + '\n');
}
export const E2E_CONTENT_DIR = process.env.CONTENT_DIR;

/** decap-server for the browser editor's tests (its local mode), beside the server under test. */
export const E2E_EDITOR_PORT = E2E_PORT + 10;

/** The volunteers of the server under test (the file the association edits). */
export const E2E_VOLUNTEERS_FILE = path.join(process.env.E2E_DATA_DIR, 'benevoles.json');
fs.writeFileSync(
  E2E_VOLUNTEERS_FILE,
  JSON.stringify([
    { email: 'boutique.e2e@example.org', name: 'Claire Boutique', roles: ['boutique'] },
    // One volunteer per test of the space (tests run side by side: each reads its own link).
    { email: 'expedition.e2e@example.org', name: 'Marc Expédition', roles: ['boutique'] },
    // The shop, shown an order whose reference a withdrawal gave with another address.
    { email: 'retractation.e2e@example.org', name: 'Yves Rétractation', roles: ['boutique'] },
    // The shop, recording a withdrawal the buyer sent by post.
    { email: 'courrier.e2e@example.org', name: 'Paul Courrier', roles: ['boutique'] },
    // The treasurer refunds an order (the shop's role would too), and works the donations' receipts.
    { email: 'remboursement.e2e@example.org', name: 'Léa Remboursement', roles: ['tresorerie'] },
    // The shop gives back one of two mugs.
    { email: 'partiel.e2e@example.org', name: 'Jules Partiel', roles: ['boutique'] },
    { email: 'tresorerie.e2e@example.org', name: 'Thérèse Trésorerie', roles: ['tresorerie'] },
    { email: 'adhesions.e2e@example.org', name: 'Anne Adhésions', roles: ['adhesions'] },
    // The memberships' volunteer who corrects a member's address typed wrong.
    { email: 'courriel.e2e@example.org', name: 'Odile Courriel', roles: ['adhesions'] },
    // The treasurer who corrects a donor's address typed wrong.
    { email: 'donateur.e2e@example.org', name: 'Denis Donateur', roles: ['tresorerie'] },
    // The shop's volunteer who corrects a buyer's address typed wrong.
    { email: 'acheteur.e2e@example.org', name: 'Agnès Acheteur', roles: ['boutique'] },
    { email: 'visites.e2e@example.org', name: 'Paul Visites', roles: ['musee', 'administration'] },
    // The administrator who erases a person on request.
    { email: 'effacement.e2e@example.org', name: 'Inès Effacement', roles: ['musee', 'administration'] },
    // The museum's recruiter, who reads the journal too.
    { email: 'candidatures.e2e@example.org', name: 'Rémi Candidatures', roles: ['musee', 'administration'] },
    // Signed in while a public page's scripts run.
    { email: 'confinement.e2e@example.org', name: 'Hugo Confinement', roles: ['boutique'] },
    // Signed in after accepting the audience measure on the public site.
    { email: 'mesure.e2e@example.org', name: 'Nina Mesure', roles: ['boutique'] },
  ]),
);

/** Where the server writes the mail it sends (no SMTP server in these tests). */
export const E2E_OUTBOX_DIR = path.join(process.env.E2E_DATA_DIR, 'outbox');

/**
 * E2E_TAG=@federation runs only the tests with that tag, in both projects (a command-line --grep
 * would not filter the project the deploy test depends on).
 */
const tagged = process.env.E2E_TAG ? { grep: new RegExp(process.env.E2E_TAG) } : {};

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // No request may leave this machine: every host but localhost is unknown.
      args: [...CHROMIUM_FLAGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost'],
    },
  },
  projects: [
    { name: 'site', testIgnore: /deployments|content-release/, ...tagged },
    // Deploys mfe-shop on the running server: runs alone, after every other test.
    { name: 'deploy', testMatch: /deployments/, dependencies: ['site'], ...tagged },
    // Publishes content releases on the running server: alone too, after the module deployments.
    { name: 'content', testMatch: /content-release/, dependencies: ['deploy'], ...tagged },
  ],
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `http://localhost:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DEPLOY_DIR: E2E_DEPLOY_DIR,
      CONTENT_DIR: E2E_CONTENT_DIR,
      GA_MEASUREMENT_ID: E2E_MEASUREMENT_ID,
      DATABASE_PATH: E2E_DATABASE_PATH,
      UPLOADS_DIR: path.join(process.env.E2E_DATA_DIR, 'uploads'),
      MAIL_OUTBOX_DIR: E2E_OUTBOX_DIR,
      VOLUNTEERS_FILE: E2E_VOLUNTEERS_FILE,
      // Two browsers post many forms from 127.0.0.1 in a few minutes: the per-IP limit is raised, not removed.
      RATE_LIMIT_MAX: '1000',
      WITHDRAWAL_RATE_LIMIT_MAX: '1000',
      APPLICATIONS_PER_CONNECTION: '1000',
      MESSAGES_PER_CONNECTION: '1000',
      UNPAID_PAYMENTS_PER_CONNECTION: '1000',
      // The spaces' sign-ins too (ten an hour by default): the suite signs in a dozen times.
      SIGN_IN_RATE_LIMIT_MAX: '100',
      // As in production, one relay in front of the site says who the visitor is (x-forwarded-for): a
      // test that needs visitors from several networks sends the header, the others come from 127.0.0.1.
      TRUST_PROXY: '1',
      DEPLOY_TOKEN_MFE_SHOP: E2E_DEPLOY_TOKENS.shop,
      DEPLOY_TOKEN_MFE_MUSEUM: E2E_DEPLOY_TOKENS.museum,
      DEPLOY_TOKEN_CONTENT: E2E_DEPLOY_TOKENS.content,
      DEPLOY_TOKEN_SHELL: E2E_DEPLOY_TOKENS.shell,
      DEPLOY_TOKENS_FILE: E2E_TOKENS_FILE,
      CONTENT_EDITOR_LOCAL_URL: `http://localhost:${E2E_EDITOR_PORT}/api/v1`,
    },
  },
});
