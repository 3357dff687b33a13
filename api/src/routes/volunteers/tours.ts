import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  confirmTour,
  declineTour,
  tourRequestDetails,
  toursOf,
  type TourDecisionResult,
  type TourState,
} from '../../services/volunteers/tours';
import { retentionNotice } from '../../services/volunteers/retention-notice';
import type { RouteOptions } from '../route-options';

/** The list names in the address: « en-attente », « confirmees » (the calendar), « refusees ». */
const STATES: Readonly<Record<string, TourState>> = {
  'en-attente': 'pending',
  confirmees: 'confirmed',
  refusees: 'declined',
};

const text = (body: unknown, name: string) => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value.trim().slice(0, 500) : '';
};

function answer(reply: FastifyReply, result: TourDecisionResult, done: string) {
  if (result.outcome === 'unknown')
    return reply.code(404).send({ success: false, message: 'Demande de visite introuvable.' });
  if (result.outcome === 'already-decided')
    return reply.code(409).send({ success: false, message: 'Cette demande a déjà reçu une réponse.' });
  if (result.outcome === 'invalid') return reply.code(400).send({ success: false, message: result.message });
  return { success: true, message: done };
}

/** Guided-tour requests, for the museum's volunteers only. */
export const volunteerTourRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  const museumOnly = { onRequest: [app.authenticate, app.requireRole('musee')] };
  const museumChange = {
    onRequest: [app.authenticate, app.requireRole('musee')],
    preHandler: app.csrfProtection,
  };

  app.get<{ Querystring: { etat?: string } }>(
    '/api/benevoles/visites',
    museumOnly,
    async (request, reply) => {
      const state = STATES[request.query.etat ?? 'en-attente'];
      if (!state)
        return reply.code(400).send({
          success: false,
          message: 'Liste inconnue : « en-attente », « confirmees » ou « refusees ».',
        });
      return {
        tours: toursOf(services, state),
        retention: retentionNotice(services.config, 'contactAndTourRequests'),
      };
    },
  );

  app.get<{ Params: { id: string } }>('/api/benevoles/visites/:id', museumOnly, async (request, reply) => {
    const tour = tourRequestDetails(services, request.volunteer!, Number(request.params.id));
    if (!tour) return reply.code(404).send({ success: false, message: 'Demande de visite introuvable.' });
    return { tour };
  });

  app.post<{ Params: { id: string } }>(
    '/api/benevoles/visites/:id/confirmation',
    museumChange,
    async (request, reply) =>
      answer(
        reply,
        confirmTour(services, request.volunteer!, Number(request.params.id), {
          date: text(request.body, 'date'),
          time: text(request.body, 'heure'),
          guide: text(request.body, 'guide'),
        }),
        'Visite confirmée : le visiteur reçoit un courriel avec l’invitation pour son agenda.',
      ),
  );

  app.post<{ Params: { id: string } }>(
    '/api/benevoles/visites/:id/refus',
    museumChange,
    async (request, reply) =>
      answer(
        reply,
        declineTour(services, request.volunteer!, Number(request.params.id), text(request.body, 'raison')),
        'Demande refusée : le visiteur en est informé par courriel.',
      ),
  );
};
