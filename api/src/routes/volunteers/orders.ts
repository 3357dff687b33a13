import type { FastifyPluginAsync } from 'fastify';
import type { OrderState } from '../../services/volunteers/orders';
import { orderDetails, ordersCsv, ordersOf, refundOrder, shipOrder } from '../../services/volunteers/orders';
import { packingSlip } from '../../services/volunteers/packing-slip';
import { retentionNotice } from '../../services/volunteers/retention-notice';
import type { RouteOptions } from '../route-options';
import { oneLineReason } from './one-line-reason';

/** The list names in the address: « à expédier », « expédiées », « rétractées », « remboursées ». */
const STATES: Readonly<Record<string, OrderState>> = {
  'a-expedier': 'to-ship',
  expediees: 'shipped',
  retractees: 'withdrawn',
  remboursees: 'refunded',
};

const text = (body: unknown, name: string) => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value.trim() : '';
};

/** The shop's orders, for the shop's volunteers only. */
export const volunteerOrderRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  const shopOnly = { onRequest: [app.authenticate, app.requireRole('boutique')] };

  app.get<{ Querystring: { etat?: string } }>(
    '/api/benevoles/commandes',
    shopOnly,
    async (request, reply) => {
      const state = STATES[request.query.etat ?? 'a-expedier'];
      if (!state)
        return reply.code(400).send({
          success: false,
          message: 'Liste inconnue : « a-expedier », « expediees », « retractees » ou « remboursees ».',
        });
      return {
        orders: ordersOf(services, state),
        retention: retentionNotice(services.config, 'paymentRecords'),
      };
    },
  );

  app.get<{ Querystring: { etat?: string } }>(
    '/api/benevoles/commandes.csv',
    shopOnly,
    async (request, reply) => {
      const etat = request.query.etat ?? 'a-expedier';
      const state = STATES[etat];
      if (!state) return reply.code(400).send({ success: false, message: 'Liste inconnue.' });
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="commandes-${etat}.csv"`)
        .send(ordersCsv(services, state));
    },
  );

  app.get<{ Params: { id: string } }>('/api/benevoles/commandes/:id', shopOnly, async (request, reply) => {
    const order = orderDetails(services, request.volunteer!, request.params.id);
    if (!order) return reply.code(404).send({ success: false, message: 'Commande introuvable.' });
    return { order };
  });

  app.post<{ Params: { id: string } }>(
    '/api/benevoles/commandes/:id/expedition',
    { onRequest: [app.authenticate, app.requireRole('boutique')], preHandler: app.csrfProtection },
    async (request, reply) => {
      const carrier = text(request.body, 'transporteur');
      const trackingNumber = text(request.body, 'numeroDeSuivi');
      if (!carrier || !trackingNumber || carrier.length > 80 || trackingNumber.length > 80)
        return reply
          .code(400)
          .send({ success: false, message: 'Indiquez le transporteur et le numéro de suivi du colis.' });
      const result = shipOrder(services, request.volunteer!, request.params.id, { carrier, trackingNumber });
      if (result === 'unknown')
        return reply.code(404).send({ success: false, message: 'Commande introuvable.' });
      if (result === 'not-to-ship')
        return reply.code(409).send({
          success: false,
          message: 'Cette commande n’est pas à expédier (déjà expédiée, rétractée ou remboursée).',
        });
      return { success: true, message: 'Commande expédiée : l’acheteur est prévenu par courriel.' };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/benevoles/commandes/:id/remboursement',
    {
      onRequest: [app.authenticate, app.requireRole('boutique', 'tresorerie')],
      preHandler: app.csrfProtection,
    },
    async (request, reply) => {
      const reason = oneLineReason(request.body);
      if (!reason)
        return reply.code(400).send({
          success: false,
          message: 'Dites en une ligne (200 caractères au plus) pourquoi la commande est remboursée.',
        });
      const result = await refundOrder(services, request.volunteer!, request.params.id, reason);
      if (result === 'unknown')
        return reply.code(404).send({ success: false, message: 'Commande introuvable.' });
      if (result === 'not-refundable')
        return reply.code(409).send({
          success: false,
          message: 'Cette commande n’est pas remboursable (déjà remboursée, ou jamais réglée).',
        });
      if (result === 'provider-error')
        return reply.code(502).send({
          success: false,
          message:
            'Le prestataire de paiement n’a pas accepté le remboursement : rien n’a changé, réessayez plus tard.',
        });
      return { success: true, message: 'Commande remboursée : l’acheteur et l’association sont prévenus.' };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/benevoles/commandes/:id/bordereau',
    shopOnly,
    async (request, reply) => {
      const slip = await packingSlip(services, request.volunteer!, request.params.id);
      if (!slip) return reply.code(404).send({ success: false, message: 'Commande introuvable.' });
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${slip.filename}"`)
        .send(slip.content);
    },
  );
};
