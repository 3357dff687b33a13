import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { limited } from '../http/rate-limit';
import { sandboxNotFoundPage, sandboxPaymentPage } from '../views/sandbox-page';
import type { RouteOptions } from '../http/route-options';

const ID = /^sbx_[0-9a-f]{32}$/;

type Params = { Params: { id: string } };

/**
 * The sandbox provider's hosted page (GET) and its two buttons (POST), which settle the payment
 * once and send the browser back to the site's success or cancel page.
 */
export const sandboxPaymentRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  const { sandbox: provider, config } = services;
  // Only when the sandbox is the provider: with a real one, nobody can mark a payment paid here.
  if (!provider) return;
  const notFound = (reply: FastifyReply) =>
    reply.code(404).type('text/html; charset=utf-8').send(sandboxNotFoundPage());

  app.get<Params>('/sandbox-payments/:id', async (request, reply) => {
    const payment = ID.test(request.params.id) ? provider.find(request.params.id) : undefined;
    if (!payment) return notFound(reply);
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(sandboxPaymentPage(payment));
  });

  for (const [action, outcome] of [
    ['pay', 'paid'],
    ['cancel', 'cancelled'],
  ] as const) {
    app.post<Params>(`/sandbox-payments/:id/${action}`, limited(config), async (request, reply) => {
      if (!ID.test(request.params.id) || !provider.find(request.params.id)) return notFound(reply);
      const payment = provider.settle(request.params.id, outcome);
      if (!payment) return notFound(reply);
      request.log.info({ paymentId: payment.id, status: payment.status }, 'paiement sandbox réglé');
      // Settled before (another tab, a replay): the page says so instead of redirecting blindly.
      if (payment.status !== outcome) {
        return reply.code(409).type('text/html; charset=utf-8').send(sandboxPaymentPage(payment));
      }
      return reply.redirect(outcome === 'paid' ? payment.successUrl : payment.cancelUrl, 303);
    });
  }
};
