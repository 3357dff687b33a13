import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { confirmationQuerySchema, describeSchemaError } from '@mtdm/shared/contracts';
import { httpMessages, sendPaymentError } from '../../http/errors';
import { isPlainObject } from '../../http/form-check';
import { limited } from '../../http/rate-limit';
import type { Services } from '../../services/context';
import { documentUrl } from '../../services/documents/document-links';
import { documentsOf } from '../../services/documents/issued-documents';
import { settleFromProvider } from '../../services/payments/payment-outcome';
import { paymentFlows, type PaymentFlow } from '../../services/payments/payment-flows';

export const paymentMessages = {
  providerDown: 'Le service de paiement est momentanément indisponible. Veuillez réessayer plus tard.',
  badConfirmation: 'Informations de paiement manquantes ou invalides.',
  notFound: 'Paiement introuvable.',
  pending: 'Le paiement n’a pas encore été effectué.',
  cancelled: 'Le paiement a été annulé.',
  unknownToProvider: 'Le paiement est inconnu du prestataire de paiement.',
  amountMismatch:
    'Le montant payé ne correspond pas au montant attendu : le paiement n’est pas confirmé. L’association va vous contacter.',
  badNotification: 'Notification de paiement non reconnue.',
} as const;

const endpointOf = (request: FastifyRequest) => {
  const value = (request.query as Record<string, unknown>).endpoint;
  return typeof value === 'string' ? value : undefined;
};

const withCustomer = (page: string, base: string, customerId: string) =>
  `${base}${page}?id=${encodeURIComponent(customerId)}`;

async function start(services: Services, flow: PaymentFlow, request: FastifyRequest, reply: FastifyReply) {
  const { db, ledger, provider, config } = services;
  const body = request.body;
  if (!isPlainObject(body)) return sendPaymentError(reply, 400, httpMessages.badRequest);
  const ruleFailure = flow.rules(body);
  if (ruleFailure) return sendPaymentError(reply, 400, ruleFailure);
  const parsed = flow.schema.safeParse(body);
  if (!parsed.success) return sendPaymentError(reply, 400, describeSchemaError(parsed.error));
  const priced = flow.price(parsed.data as never);
  if (!priced.ok) {
    request.log.info({ kind: flow.kind }, 'demande de paiement refusée');
    return sendPaymentError(reply, 400, priced.error);
  }
  const { amountCents, description, customerId, payer, containsDonation, store } = priced.value;
  // The site's record first (with what it pays for), the provider second: a failure of either
  // never leaves a provider session without its order.
  const paymentId = `pay_${randomBytes(16).toString('hex')}`;
  ledger.recordCreated(
    { id: paymentId, kind: flow.kind, customerId, provider: provider.name, amountCents, email: payer.email },
    (id) => store(db, id),
  );
  const cancelUrl = `${config.publicBaseUrl}${flow.cancelPage}`;
  let checkout;
  try {
    checkout = await provider.create({
      reference: paymentId,
      amountCents,
      description,
      containsDonation,
      payer,
      returnUrl: withCustomer(flow.successPage, config.publicBaseUrl, customerId),
      backUrl: cancelUrl,
      errorUrl: cancelUrl,
    });
  } catch (error) {
    ledger.settle(paymentId, 'cancelled', 'provider-error');
    request.log.error({ err: error, kind: flow.kind, paymentId }, 'prestataire de paiement injoignable');
    return sendPaymentError(reply, 502, paymentMessages.providerDown);
  }
  ledger.attachCheckout(paymentId, checkout.providerId, checkout.expiresAt);
  request.log.info({ kind: flow.kind, paymentId, amountCents }, 'paiement créé');
  return { payment_url: checkout.paymentUrl, payment_id: paymentId };
}

/**
 * The documents of a paid payment, as links its payer alone can open (membership and donation:
 * attestation, tax receipt). An addition to the answer the pages read: pages that ignore it lose nothing.
 */
const documentLinks = (services: Services, paymentId: string, customerId: string) =>
  documentsOf(services.db, paymentId).map(({ kind }) => ({
    kind,
    url: documentUrl(
      services.config.publicBaseUrl,
      services.documentLinkSecret,
      { kind, paymentId },
      customerId,
    ),
  }));

/** confirmShopPayment, confirmMembership, confirmDonation: the answer comes from the provider's status, never from the redirect. Idempotent. */
async function confirm(services: Services, flow: PaymentFlow, request: FastifyRequest, reply: FastifyReply) {
  const { ledger, provider, mail } = services;
  const query = confirmationQuerySchema.safeParse(request.query);
  if (!query.success)
    return reply.code(400).send({ success: false, reason: paymentMessages.badConfirmation });
  const payment = ledger.find(query.data.payment_id);
  if (!payment || payment.kind !== flow.kind || payment.customerId !== query.data.customer_id) {
    return reply.code(404).send({ success: false, reason: paymentMessages.notFound });
  }
  const outcome = await settleFromProvider(
    { ledger, provider, mail, log: request.log },
    payment,
    'confirmation',
  );
  if (outcome === 'paid') {
    request.log.info({ kind: flow.kind, paymentId: payment.id }, 'paiement confirmé');
    const documents = documentLinks(services, payment.id, payment.customerId);
    return documents.length > 0 ? { success: true, documents } : { success: true };
  }
  const reasons = {
    cancelled: paymentMessages.cancelled,
    pending: paymentMessages.pending,
    'amount-mismatch': paymentMessages.amountMismatch,
  } as const;
  return { success: false, reason: reasons[outcome] };
}

function unknownEndpoint(reply: FastifyReply) {
  const text = httpMessages.unknownEndpoint;
  return reply.code(400).send({ success: false, error: text, message: text, reason: text });
}

/** Where a provider posts its notifications (webhook): HelloAsso's "URL de notification". */
export const NOTIFICATION_PATH = '/api/payment-notifications';

/**
 * A provider's notification: only says which payment to look at; the outcome is asked of the
 * provider itself (settleFromProvider), so a forged notification changes nothing.
 */
async function notification(services: Services, request: FastifyRequest, reply: FastifyReply) {
  const { ledger, provider, mail } = services;
  const rawBody = (request as FastifyRequest & { rawBody?: string }).rawBody ?? '';
  const providerId = provider.notificationSubject({ rawBody, body: request.body, headers: request.headers });
  if (!providerId) return reply.code(400).send({ success: false, message: paymentMessages.badNotification });
  const payment = ledger.findByProviderId(provider.name, providerId);
  if (!payment) return reply.code(404).send({ success: false, message: paymentMessages.notFound });
  const outcome = await settleFromProvider(
    { ledger, provider, mail, log: request.log },
    payment,
    'notification',
  );
  request.log.info({ paymentId: payment.id, outcome }, 'notification de paiement traitée');
  return { success: true };
}

/** The payment starts and confirmations at their PHP-style addresses: one path per flow, the `endpoint` query chooses. */
export async function paymentRoutes(app: FastifyInstance, services: Services): Promise<void> {
  // The notification keeps its raw body: a provider's signature covers the bytes it sent.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      (request as FastifyRequest & { rawBody?: string }).rawBody = String(body);
      try {
        done(null, JSON.parse(String(body)));
      } catch (error) {
        done(error as Error, undefined);
      }
    });
    scope.post(NOTIFICATION_PATH, limited(services.config, 4), (request, reply) =>
      notification(services, request, reply),
    );
  });
  for (const flow of paymentFlows) {
    app.post(flow.path, limited(services.config), (request, reply) =>
      endpointOf(request) === flow.startEndpoint
        ? start(services, flow, request, reply)
        : unknownEndpoint(reply),
    );
    app.get(flow.path, limited(services.config, 4), (request, reply) =>
      endpointOf(request) === flow.confirmEndpoint
        ? confirm(services, flow, request, reply)
        : unknownEndpoint(reply),
    );
  }
}
