import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { confirmationQuerySchema, describeSchemaError } from '@mtdm/shared/contracts';
import { httpMessages, sendPaymentError } from '../../http/errors';
import { isPlainObject } from '../../http/form-check';
import { limited } from '../../http/rate-limit';
import type { Services } from '../../services/context';
import { paymentFlows, type PaymentFlow } from './payment-flows';

export const paymentMessages = {
  providerDown: 'Le service de paiement est momentanément indisponible. Veuillez réessayer plus tard.',
  badConfirmation: 'Informations de paiement manquantes ou invalides.',
  notFound: 'Paiement introuvable.',
  pending: 'Le paiement n’a pas encore été effectué.',
  cancelled: 'Le paiement a été annulé.',
  unknownToProvider: 'Le paiement est inconnu du prestataire de paiement.',
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
  const { amountCents, description, customerId, email, store } = priced.value;
  let created;
  try {
    created = await provider.create({
      amountCents,
      description,
      successUrl: withCustomer(flow.successPage, config.publicBaseUrl, customerId),
      cancelUrl: `${config.publicBaseUrl}${flow.cancelPage}`,
    });
  } catch (error) {
    request.log.error({ err: error, kind: flow.kind }, 'prestataire de paiement injoignable');
    return sendPaymentError(reply, 502, paymentMessages.providerDown);
  }
  ledger.recordCreated(
    { id: created.paymentId, kind: flow.kind, customerId, provider: provider.name, amountCents, email },
    (paymentId) => store(db, paymentId),
  );
  request.log.info({ kind: flow.kind, paymentId: created.paymentId, amountCents }, 'paiement créé');
  return { payment_url: created.paymentUrl, payment_id: created.paymentId };
}

/** Calls 5, 6, 7: the answer comes from the provider's status, never from the redirect. Idempotent. */
async function confirm(services: Services, flow: PaymentFlow, request: FastifyRequest, reply: FastifyReply) {
  const { ledger, provider, mail } = services;
  const query = confirmationQuerySchema.safeParse(request.query);
  if (!query.success)
    return reply.code(400).send({ success: false, reason: paymentMessages.badConfirmation });
  const payment = ledger.find(query.data.payment_id);
  if (!payment || payment.kind !== flow.kind || payment.customerId !== query.data.customer_id) {
    return reply.code(404).send({ success: false, reason: paymentMessages.notFound });
  }
  const status = await provider.status(payment.id);
  if (status === 'paid') {
    if (ledger.settle(payment.id, 'paid', 'confirmation')) mail.kick();
    request.log.info({ kind: flow.kind, paymentId: payment.id }, 'paiement confirmé');
    return { success: true };
  }
  if (status === 'cancelled') {
    ledger.settle(payment.id, 'cancelled', 'confirmation');
    return { success: false, reason: paymentMessages.cancelled };
  }
  return {
    success: false,
    reason: status === 'pending' ? paymentMessages.pending : paymentMessages.unknownToProvider,
  };
}

function unknownEndpoint(reply: FastifyReply) {
  const text = httpMessages.unknownEndpoint;
  return reply.code(400).send({ success: false, error: text, message: text, reason: text });
}

/** Calls 2 to 7 at their PHP-style addresses: one path per flow, the `endpoint` query chooses. */
export async function paymentRoutes(app: FastifyInstance, services: Services): Promise<void> {
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
