import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from './config';
import { installSecret, LINK_SECRET_FILE, MIN_SECRET_BYTES } from './infrastructure/install-secrets';
import { outboxTransport, smtpTransport } from './infrastructure/mail-transports';
import { HelloAssoProvider } from './infrastructure/payment-providers/helloasso-provider';
import type { PaymentProvider } from './infrastructure/payment-providers/provider';
import { SandboxProvider } from './infrastructure/payment-providers/sandbox-provider';
import { openDatabase, type Db } from './database/database';
import { findPaymentByProviderId } from './payments/payment-store';
import { renderPaymentDocument } from './documents/render-document';
import { MailDispatcher } from './mail/mail-dispatcher';
import { termsOfSalePdf } from './orders/terms-of-sale-pdf';
import { publishedContent } from './content/published-content';
import { liveDeployTokens, type DeployToken } from './deployments/deploy-tokens';
import { settleFromProvider } from './settlement/payment-outcome';
import { originOf } from './mail/site-origin';
import { DOCUMENT_PAYERS, PAYMENT_FLOWS } from './payment-flows';
import type { SettlementContext } from './settlement/settle-payment';

/** Everything the services need, built once per server and handed to the routes. */
export interface Services {
  readonly config: ServerConfig;
  /** The present moment (a fixed one in the api's tests): what "today" means for a booking. */
  readonly now: () => Date;
  readonly db: Db;
  readonly mail: MailDispatcher;
  /** What settling a payment needs: the database, the association's mailboxes, the documents' issuer. */
  readonly settlement: SettlementContext;
  /** The configured provider; the services know only its interface. */
  readonly provider: PaymentProvider;
  /** The sandbox, when it is the provider: its page's routes exist only then. */
  readonly sandbox?: SandboxProvider;
  /** Key of the documents' download links (see documents/document-links.ts). */
  readonly documentLinkSecret: string;
  /** Who may deploy which module: the tokens' digests, read once at start. */
  /** The deployment tokens as they are now (their file read again when it changes). */
  readonly deployTokens: () => readonly DeployToken[];
}

export function createServices(
  config: ServerConfig,
  log: FastifyBaseLogger,
  now: () => Date = () => new Date(),
): Services {
  const db = openDatabase(config.databasePath);
  const transport = config.smtpUrl
    ? smtpTransport(config.smtpUrl, config.mailTimeoutSeconds)
    : outboxTransport(config.outboxDir);
  const mail = new MailDispatcher(
    db,
    transport,
    config.mailFrom,
    log,
    config.mailRetrySeconds,
    (ref) => renderPaymentDocument(db, ref),
    config.recipients,
    () => termsOfSalePdf(config.deployDir),
  );
  const settlement = {
    db,
    recipients: config.recipients,
    details: () => publishedContent(config).details,
    origin: originOf(config),
    flows: PAYMENT_FLOWS,
    documentPayers: DOCUMENT_PAYERS,
    now,
  };
  const deployTokens = liveDeployTokens(config.deployTokenSources, (message) => log.warn(message));
  const documentLinkSecret = installSecret(
    path.dirname(config.databasePath),
    LINK_SECRET_FILE,
    config.documentLinkSecret,
    MIN_SECRET_BYTES,
  );
  if (config.paymentProvider === 'helloasso') {
    const provider = new HelloAssoProvider(config.helloAsso!);
    return { config, now, db, mail, settlement, provider, documentLinkSecret, deployTokens };
  }
  const sandbox = new SandboxProvider(db, config.publicBaseUrl);
  // The sandbox's notice, as a real provider's webhook would: the stored payment moves along.
  sandbox.onSettled((sandboxId) => {
    const payment = findPaymentByProviderId(db, sandbox.name, sandboxId);
    if (payment) void settleFromProvider({ settlement, provider: sandbox, mail, log }, payment, 'provider');
  });
  return {
    config,
    now,
    db,
    mail,
    settlement,
    provider: sandbox,
    sandbox,
    documentLinkSecret,
    deployTokens,
  };
}

export async function closeServices(services: Services): Promise<void> {
  await services.mail.stop();
  services.db.close();
}
