import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';
import { renderPaymentDocument } from './documents/payment-documents';
import { MailDispatcher } from './mail/mail-queue';
import { outboxTransport, smtpTransport } from './mail/transports';
import { HelloAssoProvider } from './payments/helloasso-provider';
import { settleFromProvider } from './payments/payment-outcome';
import { PaymentLedger } from './payments/payment-ledger';
import type { PaymentProvider } from './payments/provider';
import { SandboxProvider } from './payments/sandbox-provider';
import { openDatabase, type Db } from './storage/database';
import { deploymentSecret } from './storage/deployment-secret';

/** Everything the routes need, built once per server. */
export interface Services {
  readonly config: ServerConfig;
  readonly db: Db;
  readonly mail: MailDispatcher;
  readonly ledger: PaymentLedger;
  /** The configured provider; the services know only its interface. */
  readonly provider: PaymentProvider;
  /** The sandbox, when it is the provider: its page's routes exist only then. */
  readonly sandbox?: SandboxProvider;
  /** Key of the documents' download links (see documents/document-links.ts). */
  readonly documentLinkSecret: string;
}

export function createServices(config: ServerConfig, log: FastifyBaseLogger): Services {
  const db = openDatabase(config.databasePath);
  const transport = config.smtpUrl
    ? smtpTransport(config.smtpUrl, config.mailTimeoutSeconds)
    : outboxTransport(config.outboxDir);
  const mail = new MailDispatcher(db, transport, config.mailFrom, log, config.mailRetrySeconds, (ref) =>
    renderPaymentDocument(db, ref),
  );
  const ledger = new PaymentLedger(db, config.recipients, config.documentIssuer);
  const documentLinkSecret = deploymentSecret(
    path.dirname(config.databasePath),
    'document-link-secret',
    config.documentLinkSecret,
  );
  if (config.paymentProvider === 'helloasso') {
    const provider = new HelloAssoProvider(config.helloAsso!);
    return { config, db, mail, ledger, provider, documentLinkSecret };
  }
  const sandbox = new SandboxProvider(db, config.publicBaseUrl);
  // The sandbox's notice, as a real provider's webhook would: the stored payment moves along.
  sandbox.onSettled((sandboxId) => {
    const payment = ledger.findByProviderId(sandbox.name, sandboxId);
    if (payment) void settleFromProvider({ ledger, provider: sandbox, mail, log }, payment, 'provider');
  });
  return { config, db, mail, ledger, provider: sandbox, sandbox, documentLinkSecret };
}

export async function closeServices(services: Services): Promise<void> {
  await services.mail.stop();
  services.db.close();
}
