import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';
import { MailDispatcher } from './mail/mail-queue';
import { outboxTransport, smtpTransport } from './mail/transports';
import { PaymentLedger } from './payments/payment-ledger';
import { SandboxProvider } from './payments/sandbox-provider';
import { openDatabase, type Db } from './storage/database';

/** Everything the routes need, built once per server. */
export interface Services {
  readonly config: ServerConfig;
  readonly db: Db;
  readonly mail: MailDispatcher;
  readonly ledger: PaymentLedger;
  readonly provider: SandboxProvider;
}

export function createServices(config: ServerConfig, log: FastifyBaseLogger): Services {
  const db = openDatabase(config.databasePath);
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : outboxTransport(config.outboxDir);
  const mail = new MailDispatcher(db, transport, config.mailFrom, log, config.mailRetrySeconds);
  const ledger = new PaymentLedger(db, config.recipients);
  const provider = new SandboxProvider(db, config.publicBaseUrl);
  // The provider's notice (a webhook for a real provider) moves the stored payment along.
  provider.onSettled((paymentId, status) => {
    if (ledger.settle(paymentId, status, 'provider')) mail.kick();
  });
  return { config, db, mail, ledger, provider };
}

export async function closeServices(services: Services): Promise<void> {
  await services.mail.stop();
  services.db.close();
}
