import path from 'node:path';
import { retentionPeriods, type RetentionKind } from '@mtdm/shared/site';

/** Who receives what. Defaults use the placeholder domain `example.org` (RFC 2606): configure real ones. */
export interface MailRecipients {
  /** Museum contact form, guided tours, job applications. */
  readonly museum: string;
  /** Association contact form, memberships, donations, shop orders and withdrawals. */
  readonly association: string;
  /** Research-centre (CHETOM) contact form. */
  readonly chetom: string;
}

export interface HelloAssoConfig {
  /** https://api.helloasso.com (production) or https://api.helloasso-sandbox.com (their test bench). */
  readonly apiUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The association's slug on HelloAsso (its page's address). */
  readonly organizationSlug: string;
  /** The signature key of the notification URL, when HelloAsso gives one (x-ha-signature). */
  readonly signatureKey?: string;
}

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** Root of the repository: the modules' dist/ folders are found below it. */
  readonly siteRoot: string;
  /** Where deployments live: remotes.json and published module versions. */
  readonly deployDir: string;
  /** GA4 measurement id published to the shell; none by default. */
  readonly ga4MeasurementId?: string;
  /** SQLite file (created with its schema on first start). */
  readonly databasePath: string;
  /** Uploaded application files, beside the database by default. */
  readonly uploadsDir: string;
  /** Without SMTP_URL, mail is written as .eml files here. */
  readonly outboxDir: string;
  readonly smtpUrl?: string;
  readonly mailFrom: string;
  readonly recipients: MailRecipients;
  /** Seconds between two passes of the mail retry loop. */
  readonly mailRetrySeconds: number;
  /** SMTP time limit to connect and to be greeted (silence on an open connection: three times it). */
  readonly mailTimeoutSeconds: number;
  /** Origins allowed to call the api cross-origin with credentials (none: same origin only). */
  readonly corsOrigins: readonly string[];
  /** Public origin used in absolute links (mails, payment pages); '' = root-relative links. */
  readonly publicBaseUrl: string;
  /**
   * Memory for the pages compressed once per release (site/compressed-pages.ts), in megabytes; 0 sends
   * each page compressed at its request, as before the store (what the bench compares).
   */
  readonly pageStoreMegabytes: number;
  /** Form and payment requests allowed per IP and per window. */
  readonly rateLimitMax: number;
  readonly rateLimitWindowMs: number;
  /** Online withdrawals allowed per IP and per hour (a stricter limit: each one mails the association). */
  readonly withdrawalRateLimitMax: number;
  /** Job applications kept per connection and per day: their files stay on the server's disk. */
  readonly applicationsPerConnection: number;
  /** Contact messages and guided-tour requests kept per connection and per day: each one mails the staff. */
  readonly messagesPerConnection: number;
  /**
   * Payments started per connection and per day and not paid (still waiting, refused, abandoned): each
   * one asks the provider for a checkout, and the provider's patience is the association's to keep.
   */
  readonly unpaidPaymentsPerConnection: number;
  /** Payment provider: the built-in sandbox (development, tests) or HelloAsso Checkout. */
  readonly paymentProvider: 'sandbox' | 'helloasso';
  /** HelloAsso's API and the association's credentials (PAYMENT_PROVIDER=helloasso). */
  readonly helloAsso?: HelloAssoConfig;
  /**
   * Which proxies may say who the client is (X-Forwarded-For): false (the default: the socket's
   * address, which no client can choose), a hop count, or the proxies' addresses.
   */
  readonly trustProxy: false | number | string;
  /** Days each kind of personal data is kept (defaults: @mtdm/shared/site retentionPeriods). */
  readonly retentionDays: Readonly<Record<RetentionKind, number>>;
  /** /api/health answers 503 below this much free space where the database lives. */
  readonly healthMinFreeBytes: number;
  /** HEALTH_TOKEN: shows the details of /api/health to the monitoring (32 characters at least). */
  readonly healthToken?: string;
  /** NODE_ENV=production: no source maps served, sandbox payments refused unless allowed. */
  readonly production: boolean;
  /** The site's own content folder (content/), served while no content release is live. */
  readonly contentDir: string;
  /** The browser editor of the content (/admin/): its git host, and decap-server for local editing. */
  readonly contentEditor: ContentEditorConfig;
  /** Key of the download links of documents (DOCUMENT_LINK_SECRET; else drawn once beside the database). */
  readonly documentLinkSecret?: string;
  /**
   * Where the deployment tokens are read: the DEPLOY_TOKEN_* variables and DEPLOY_TOKENS_FILE, as set.
   * The services turn them into digests at start (deployments/deploy-tokens.ts).
   */
  readonly deployTokenSources: Readonly<Record<string, string>>;
  /** Releases of each module kept on the server for rollbacks (besides the live one). */
  readonly deployKeepReleases: number;
  /** How long a preview's link and cookie open it, in hours (DEPLOY_PREVIEW_HOURS, 4). */
  readonly deployPreviewHours: number;
  /** Time limit of a release's pre-rendering, in the sandboxed renderer. */
  readonly deployTimeoutMs: number;
  /** Memory the sandboxed renderer may use, in megabytes. */
  readonly renderMemoryMb: number;
  /** Deployments allowed per IP and per hour. */
  readonly deployRateLimitMax: number;
  /** The sandboxed renderer of the releases (api/dist/release-renderer.js, built with the api). */
  readonly releaseRenderer: string;
  /**
   * The user and group the renderer runs as when the server is root (RENDER_USER=uid:gid); unset,
   * the renderer's own default (nobody:nogroup).
   */
  readonly renderUser: { readonly uid: number; readonly gid: number } | undefined;
  /** The volunteers of the volunteers' space and their roles (VOLUNTEERS_FILE; none while it is missing). */
  readonly volunteersFile: string;
  /** Sign-in attempts allowed per IP and per hour (links asked, links used). */
  readonly signInRateLimitMax: number;
  /** Sign-in links mailed to one address per hour, whoever asks. */
  readonly signInLinksPerAddress: number;
}

function helloAssoConfig(env: NodeJS.ProcessEnv): HelloAssoConfig {
  const missing = ['HELLOASSO_CLIENT_ID', 'HELLOASSO_CLIENT_SECRET', 'HELLOASSO_ORGANIZATION_SLUG'].filter(
    (name) => !env[name],
  );
  if (missing.length > 0) throw new Error(`PAYMENT_PROVIDER=helloasso : ${missing.join(', ')} manquant(s)`);
  return {
    apiUrl: (env.HELLOASSO_API_URL ?? 'https://api.helloasso.com').replace(/\/+$/, ''),
    clientId: env.HELLOASSO_CLIENT_ID!,
    clientSecret: env.HELLOASSO_CLIENT_SECRET!,
    organizationSlug: env.HELLOASSO_ORGANIZATION_SLUG!,
    signatureKey: env.HELLOASSO_SIGNATURE_KEY || undefined,
  };
}

/** TRUST_PROXY: unset or empty → false; "1" → one hop; "127.0.0.1,10.0.0.2" → those addresses. */
export function parseTrustProxy(value: string | undefined): false | number | string {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true')
    throw new Error(
      'TRUST_PROXY=true ferait croire n’importe quel client : indiquez un nombre de relais ou leurs adresses',
    );
  return text;
}

const DEFAULT_PORT = 8080;

/** RENDER_USER: 'uid:gid', two numbers; never root. */
function renderUserOf(value: string | undefined): ServerConfig['renderUser'] {
  if (value === undefined || value === '') return undefined;
  const match = /^(\d+):(\d+)$/.exec(value.trim());
  if (!match || Number(match[1]) === 0 || Number(match[2]) === 0)
    throw new Error(`RENDER_USER doit être « uid:gid », deux nombres autres que 0 (reçu « ${value} »).`);
  return { uid: Number(match[1]), gid: Number(match[2]) };
}

/** The setting that may shorten each kind's period. */
const RETENTION_SETTINGS: Readonly<Record<RetentionKind, string>> = {
  jobApplications: 'RETENTION_JOB_APPLICATIONS_DAYS',
  contactAndTourRequests: 'RETENTION_CONTACTS_DAYS',
  paymentRecords: 'RETENTION_PAYMENTS_DAYS',
  unpaidPayments: 'RETENTION_UNPAID_PAYMENTS_DAYS',
  sentMail: 'RETENTION_SENT_MAIL_DAYS',
  personalDataViews: 'RETENTION_PERSONAL_DATA_VIEWS_DAYS',
  deploymentJournal: 'RETENTION_DEPLOYMENTS_DAYS',
  conferenceBookings: 'RETENTION_CONFERENCE_BOOKINGS_DAYS',
  newsletterUnsubscribed: 'RETENTION_NEWSLETTER_UNSUBSCRIBED_DAYS',
};

/**
 * How long each kind of personal data is kept: the period the legal page states (retentionPeriods),
 * or a shorter one a setting asks for; never longer, since the page promises no more. The accounting
 * records keep exactly their legal ten years: the database refuses to delete one sooner anyway
 * (migration 30), and refusing the setting here says why at start-up rather than leaving every purge
 * to fail on it.
 */
function retentionDaysOf(env: NodeJS.ProcessEnv): Record<RetentionKind, number> {
  const periods = {} as Record<RetentionKind, number>;
  for (const kind of Object.keys(RETENTION_SETTINGS) as RetentionKind[]) {
    const setting = RETENTION_SETTINGS[kind];
    const stated = retentionPeriods[kind];
    const asked = env[setting];
    // A typing slip (« 30j », « 0 ») would otherwise fall back on the default without a word.
    if (asked !== undefined && asked !== '' && !/^[1-9]\d*$/.test(asked))
      throw new Error(`${setting} : un nombre entier de jours, 1 au moins, est attendu (reçu « ${asked} »).`);
    const days = asked ? Number(asked) : stated.days;
    if (kind === 'paymentRecords' && days !== stated.days)
      throw new Error(
        `${setting} : ${stated.days} jours, ni plus ni moins (reçu « ${asked} ») ; les pièces comptables sont gardées ${stated.text}, comme la loi le demande et comme l’annoncent les informations légales.`,
      );
    if (days > stated.days)
      throw new Error(
        `${setting} : ${stated.days} jours au plus (reçu « ${asked} ») ; les informations légales annoncent ${stated.text}.`,
      );
    periods[kind] = days;
  }
  return periods;
}

function positiveInt(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

interface ContentEditorConfig {
  /** Decap's backend: the git host editors log in to, and the repository and branch it writes to. */
  readonly backend: { readonly name: string; readonly [setting: string]: unknown };
  /** decap-server's address (npm run content:edit), used by the editor on localhost only. */
  readonly localBackend?: string;
  /** 'editorial_workflow': each change is a pull request, published when it is merged. */
  readonly publishMode?: 'editorial_workflow';
}

/** CONTENT_EDITOR_*: the git host of the editors (docs/editing-content.md). */
function contentEditorConfig(env: NodeJS.ProcessEnv, production: boolean): ContentEditorConfig {
  const backend = {
    name: env.CONTENT_EDITOR_BACKEND ?? 'github',
    ...(env.CONTENT_EDITOR_REPO ? { repo: env.CONTENT_EDITOR_REPO } : {}),
    branch: env.CONTENT_EDITOR_BRANCH ?? 'main',
    ...(env.CONTENT_EDITOR_AUTH_URL ? { base_url: env.CONTENT_EDITOR_AUTH_URL } : {}),
  };
  const localBackend =
    env.CONTENT_EDITOR_LOCAL_URL ?? (production ? undefined : 'http://localhost:8081/api/v1');
  return {
    backend,
    ...(localBackend ? { localBackend } : {}),
    ...(env.CONTENT_EDITOR_PUBLISH_MODE === 'editorial_workflow'
      ? { publishMode: 'editorial_workflow' as const }
      : {}),
  };
}

function healthTokenOf(env: NodeJS.ProcessEnv): { healthToken?: string } {
  const token = env.HEALTH_TOKEN;
  if (!token) return {};
  if (token.length < 32) throw new Error('HEALTH_TOKEN : 32 caractères au moins');
  return { healthToken: token };
}

/** The variables that give deployment tokens, and nothing else of the environment. */
const deployTokenSourcesOf = (env: NodeJS.ProcessEnv): Record<string, string> =>
  Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] =>
        /^DEPLOY_TOKEN_[A-Z0-9_]+$|^DEPLOY_TOKENS_FILE$/.test(entry[0]) && Boolean(entry[1]),
    ),
  );

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const siteRoot = path.resolve(env.SITE_ROOT ?? path.join(__dirname, '..', '..'));
  const databasePath = path.resolve(env.DATABASE_PATH ?? path.join(siteRoot, 'data', 'mtdm.sqlite'));
  const dataDir = path.dirname(databasePath);
  const provider = env.PAYMENT_PROVIDER ?? 'sandbox';
  if (provider !== 'sandbox' && provider !== 'helloasso')
    throw new Error(`PAYMENT_PROVIDER inconnu : ${provider} (« sandbox » ou « helloasso »)`);
  const helloAsso = provider === 'helloasso' ? helloAssoConfig(env) : undefined;
  const production = env.NODE_ENV === 'production';
  // The links of the pages, the sitemap, the mails and the provider's return addresses are absolute:
  // in production they come from the configuration, never from a request's Host header.
  if (production && !/^https?:\/\/[^\s"'<>]+$/.test(env.PUBLIC_BASE_URL ?? ''))
    throw new Error(
      'PUBLIC_BASE_URL est obligatoire en production (NODE_ENV=production) : l’adresse publique du site, https://…',
    );
  // The sandbox marks any payment paid at the press of a button: never by accident on the internet.
  if (provider === 'sandbox' && production && env.ALLOW_SANDBOX_PAYMENTS !== '1')
    throw new Error(
      'Paiements « sandbox » refusés en production (NODE_ENV=production) : configurez un vrai prestataire, ou ALLOW_SANDBOX_PAYMENTS=1 pour une démonstration',
    );
  return {
    port: positiveInt(env.PORT, DEFAULT_PORT),
    host: env.HOST ?? '0.0.0.0',
    siteRoot,
    deployDir: path.resolve(env.DEPLOY_DIR ?? path.join(siteRoot, '.deploy')),
    ga4MeasurementId: env.GA_MEASUREMENT_ID || undefined,
    databasePath,
    uploadsDir: path.resolve(env.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    outboxDir: path.resolve(env.MAIL_OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Site du musée <ne-pas-repondre@example.org>',
    recipients: {
      museum: env.MAIL_TO_MUSEUM ?? 'musee@example.org',
      association: env.MAIL_TO_ASSOCIATION ?? 'association@example.org',
      chetom: env.MAIL_TO_CHETOM ?? 'chetom@example.org',
    },
    mailRetrySeconds: positiveInt(env.MAIL_RETRY_SECONDS, 60),
    mailTimeoutSeconds: positiveInt(env.MAIL_TIMEOUT_SECONDS, 10),
    corsOrigins: list(env.CORS_ORIGINS),
    publicBaseUrl: (env.PUBLIC_BASE_URL ?? '').replace(/\/+$/, ''),
    pageStoreMegabytes: env.PAGE_STORE_MB === '0' ? 0 : positiveInt(env.PAGE_STORE_MB, 64),
    rateLimitMax: positiveInt(env.RATE_LIMIT_MAX, 30),
    rateLimitWindowMs: positiveInt(env.RATE_LIMIT_WINDOW_SECONDS, 60) * 1000,
    withdrawalRateLimitMax: positiveInt(env.WITHDRAWAL_RATE_LIMIT_MAX, 5),
    applicationsPerConnection: positiveInt(env.APPLICATIONS_PER_CONNECTION, 5),
    messagesPerConnection: positiveInt(env.MESSAGES_PER_CONNECTION, 20),
    unpaidPaymentsPerConnection: positiveInt(env.UNPAID_PAYMENTS_PER_CONNECTION, 30),
    paymentProvider: provider,
    helloAsso,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    retentionDays: retentionDaysOf(env),
    healthMinFreeBytes: positiveInt(env.HEALTH_MIN_FREE_MB, 200) * 1024 * 1024,
    ...healthTokenOf(env),
    production,
    contentDir: path.resolve(env.CONTENT_DIR ?? path.join(siteRoot, 'content')),
    contentEditor: contentEditorConfig(env, production),
    documentLinkSecret: env.DOCUMENT_LINK_SECRET || undefined,
    deployTokenSources: deployTokenSourcesOf(env),
    deployKeepReleases: positiveInt(env.DEPLOY_KEEP_RELEASES, 5),
    deployPreviewHours: positiveInt(env.DEPLOY_PREVIEW_HOURS, 4),
    deployTimeoutMs: positiveInt(env.DEPLOY_TIMEOUT_SECONDS, 180) * 1000,
    renderMemoryMb: positiveInt(env.DEPLOY_RENDER_MEMORY_MB, 512),
    deployRateLimitMax: positiveInt(env.DEPLOY_RATE_LIMIT_MAX, 20),
    releaseRenderer: path.resolve(__dirname, '..', 'dist', 'release-renderer.js'),
    renderUser: renderUserOf(env.RENDER_USER),
    volunteersFile: path.resolve(env.VOLUNTEERS_FILE ?? path.join(dataDir, 'benevoles.json')),
    signInRateLimitMax: positiveInt(env.SIGN_IN_RATE_LIMIT_MAX, 10),
    signInLinksPerAddress: positiveInt(env.SIGN_IN_LINKS_PER_ADDRESS, 5),
  };
}
