import path from 'node:path';

/** Who receives what. Defaults use the placeholder domain `example.org` (RFC 2606): configure real ones. */
export interface MailRecipients {
  /** Museum contact form, guided tours, job applications. */
  readonly museum: string;
  /** Association contact form, memberships, donations, shop orders and withdrawals. */
  readonly association: string;
  /** Research-centre (CHETOM) contact form. */
  readonly chetom: string;
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
  /** Origins allowed to call the api cross-origin with credentials (none: same origin only). */
  readonly corsOrigins: readonly string[];
  /** Public origin used in absolute links (mails, payment pages); '' = root-relative links. */
  readonly publicBaseUrl: string;
  /** Form and payment requests allowed per IP and per window. */
  readonly rateLimitMax: number;
  readonly rateLimitWindowMs: number;
  /** Payment provider: only the built-in sandbox ships with this server. */
  readonly paymentProvider: 'sandbox';
}

const DEFAULT_PORT = 8080;

function positiveInt(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

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
  if (provider !== 'sandbox')
    throw new Error(`PAYMENT_PROVIDER inconnu : ${provider} (seul « sandbox » est fourni)`);
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
    corsOrigins: list(env.CORS_ORIGINS),
    publicBaseUrl: (env.PUBLIC_BASE_URL ?? '').replace(/\/+$/, ''),
    rateLimitMax: positiveInt(env.RATE_LIMIT_MAX, 30),
    rateLimitWindowMs: positiveInt(env.RATE_LIMIT_WINDOW_SECONDS, 60) * 1000,
    paymentProvider: 'sandbox',
  };
}
