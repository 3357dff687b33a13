import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../app';
import { loadConfig, type ServerConfig } from '../../config';
import { testContentFolder } from './content-folder';
import { startSmtp, type TestSmtp } from './smtp';

export interface TestContext {
  readonly app: FastifyInstance;
  readonly smtp: TestSmtp;
  readonly dir: string;
  readonly config: ServerConfig;
  /** Rows of a table. */
  count(table: string): number;
  /** Sends the queued mail now and waits for it. */
  flushMail(): Promise<number>;
  /** Moves the server's clock to a moment (ISO); `TEST_NOW` until a test moves it. */
  setClock(moment: string): void;
  /** The server's time `ms` before its clock, as the tables store it (ISO): an age to give a row. */
  ago(ms: number): string;
  close(): Promise<void>;
}

/**
 * The moment the api's tests run at, whatever the machine's clock says: a Tuesday morning in Paris,
 * so the guided-tour dates of the tests stay in the future, within the booking period.
 */
export const TEST_NOW = '2026-12-01T09:00:00+01:00';

/** The year of `TEST_NOW`: the year the tests' payments, receipts and lists belong to. */
export const TEST_YEAR = Number(TEST_NOW.slice(0, 4));

/** Every table that holds a submission (the fuzz test checks they stay empty). */
export const SUBMISSION_TABLES = [
  'contact_messages',
  'tour_requests',
  'job_applications',
  'application_files',
  'payments',
  'orders',
  'order_lines',
  'memberships',
  'donations',
  'sandbox_payments',
  'withdrawals',
  'issued_documents',
  'mail_queue',
] as const;

/**
 * A server on a real SQLite file in a fresh temporary folder, sending through a real local SMTP
 * server. The mail loop does not run: tests flush the queue when they want the mail.
 */
export async function createTestContext(
  env: Record<string, string> = {},
  overrides: Partial<ServerConfig> = {},
  options: Omit<BuildOptions, 'mailLoop'> = {},
): Promise<TestContext> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-api-test-'));
  const smtp = await startSmtp();
  const config: ServerConfig = {
    ...loadConfig({
      DATABASE_PATH: path.join(dir, 'data', 'test.sqlite'),
      SMTP_URL: smtp.url,
      SITE_ROOT: path.join(dir, 'site'),
      RATE_LIMIT_MAX: '100000',
      WITHDRAWAL_RATE_LIMIT_MAX: '100000',
      APPLICATIONS_PER_CONNECTION: '100000',
      MESSAGES_PER_CONNECTION: '100000',
      UNPAID_PAYMENTS_PER_CONNECTION: '100000',
      CONTENT_DIR: env.CONTENT_DIR ?? testContentFolder(),
      ...env,
    }),
    ...overrides,
  };
  let app: FastifyInstance;
  let moment = TEST_NOW;
  try {
    app = await buildApp(config, { clock: () => new Date(moment), ...options, mailLoop: false });
    await app.ready();
  } catch (error) {
    // A server that refuses to start leaves nothing running behind it.
    await smtp.close();
    throw error;
  }
  return {
    app,
    smtp,
    dir,
    config,
    count: (table) =>
      (app.services.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n,
    flushMail: () => app.services.mail.idle().then(() => app.services.mail.flush()),
    setClock: (to) => {
      moment = to;
    },
    ago: (ms) => new Date(Date.parse(moment) - ms).toISOString(),
    async close() {
      await app.close();
      await smtp.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A multipart body as a browser would send it (the real FormData encoder). */
export async function multipart(
  form: FormData,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
