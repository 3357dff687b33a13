import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { confirmationQuerySchema } from '@mtdm/shared/contracts';
import { httpMessages, sendPaymentError } from '../http/errors';
import { isPlainObject } from '../http/form-check';
import { connectionKeyOf, limited } from '../http/rate-limit';
import { confirmPayment } from './confirm-payment';
import { paymentMessages } from '../payments/payment-messages';
import { handlePaymentNotification } from './payment-notifications';
import { startPayment } from './start-payment';
import type { RouteOptions } from '../http/route-options';

/** Where a provider posts its notifications (webhook): HelloAsso's "URL de notification". */
const NOTIFICATION_PATH = '/api/payment-notifications';

const endpointOf = (request: FastifyRequest) => {
  const value = (request.query as Record<string, unknown>).endpoint;
  return typeof value === 'string' ? value : undefined;
};

function unknownEndpoint(reply: FastifyReply) {
  const text = httpMessages.unknownEndpoint;
  return reply.code(400).send({ success: false, error: text, message: text, reason: text });
}

/**
 * The payment starts and confirmations at their PHP-style addresses (one path per flow, the
 * `endpoint` query chooses), and the provider's notifications.
 */
export const paymentRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
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
    scope.post(NOTIFICATION_PATH, limited(services.config, 4), async (request, reply) => {
      const rawBody = (request as FastifyRequest & { rawBody?: string }).rawBody ?? '';
      const result = await handlePaymentNotification(
        services,
        { rawBody, body: request.body, headers: request.headers },
        request.log,
      );
      if (result === 'unrecognised')
        return reply.code(400).send({ success: false, message: paymentMessages.badNotification });
      if (result === 'unknown-payment')
        return reply.code(404).send({ success: false, message: paymentMessages.notFound });
      return { success: true };
    });
  });

  for (const flow of Object.values(services.settlement.flows)) {
    app.post(flow.path, limited(services.config), async (request, reply) => {
      if (endpointOf(request) !== flow.startEndpoint) return unknownEndpoint(reply);
      if (!isPlainObject(request.body)) return sendPaymentError(reply, 400, httpMessages.badRequest);
      const started = await startPayment(
        services,
        flow,
        request.body,
        request.log,
        connectionKeyOf(request, services),
      );
      if (!started.ok) return sendPaymentError(reply, started.status, started.error);
      return { payment_url: started.paymentUrl, payment_id: started.paymentId };
    });

    app.get(flow.path, limited(services.config, 4), async (request, reply) => {
      // Kept by no cache: the state changes once paid, and a paid answer holds the links that open
      // the payer's documents.
      void reply.header('Cache-Control', 'no-store');
      if (endpointOf(request) !== flow.confirmEndpoint) return unknownEndpoint(reply);
      const query = confirmationQuerySchema.safeParse(request.query);
      if (!query.success)
        return reply.code(400).send({ success: false, reason: paymentMessages.badConfirmation });
      const confirmation = await confirmPayment(
        services,
        flow.kind,
        { paymentId: query.data.payment_id, customerId: query.data.customer_id },
        request.log,
      );
      if (confirmation.state === 'not-found')
        return reply.code(404).send({ success: false, reason: paymentMessages.notFound });
      if (confirmation.state === 'unpaid') return { success: false, reason: confirmation.reason };
      // The documents and the order are additions to the answer the pages read: pages that ignore them
      // lose nothing.
      return {
        success: true,
        ...(confirmation.documents.length > 0 ? { documents: confirmation.documents } : {}),
        ...(confirmation.order ? { order: confirmation.order } : {}),
      };
    });
  }
};
