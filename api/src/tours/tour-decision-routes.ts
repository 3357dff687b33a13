import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { volunteerCalls as calls } from '@mtdm/shared/contracts/signed-in';
import { route } from '../http/route-from-contract';
import {
  confirmTour,
  declineTour,
  tourRequestDetails,
  TOUR_COLUMNS,
  TOUR_LIST,
  toursOf,
  tourSummaryOf,
  type TourDecisionResult,
  type TourState,
} from './tour-decisions';
import { retentionNotice } from '../http/retention-notice';
import { viewedRows } from '../infrastructure/list-view';
import { sendRecordedExport, viewRecordedPage } from '../sign-in/view-journal';
import type { RouteOptions } from '../http/route-options';

/**
 * The list names in the address: « en-attente », « confirmees » (the calendar), « refusees ». A map:
 * a name from the address finds only these, never what every object inherits.
 */
const STATES: ReadonlyMap<string, TourState> = new Map([
  ['en-attente', 'pending'],
  ['confirmees', 'confirmed'],
  ['refusees', 'declined'],
]);

function answer(reply: FastifyReply, result: TourDecisionResult, done: string) {
  if (result.outcome === 'unknown')
    return reply.code(404).send({ success: false, message: 'Demande de visite introuvable.' });
  if (result.outcome === 'already-decided')
    return reply.code(409).send({ success: false, message: 'Cette demande a déjà reçu une réponse.' });
  if (result.outcome === 'invalid') return reply.code(400).send({ success: false, message: result.message });
  return { success: true, message: done };
}

/** The list an address asks for (« en-attente » when none), and its name in files and the journal. */
function toursAsked(etat = 'en-attente') {
  const state = STATES.get(etat);
  return state ? { state, name: `visites-${etat}` } : null;
}

/** Guided-tour requests, for the museum's volunteers only (the contract names the role). */
export const volunteerTourRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  route(app, calls.tours, async (request, reply) => {
    const asked = toursAsked(request.query.etat);
    if (!asked)
      return reply.code(400).send({
        success: false,
        message: 'Liste inconnue : « en-attente », « confirmees » ou « refusees ».',
      });
    const { rows, ...page } = viewRecordedPage(services, request.volunteer!, asked.name, {
      rows: toursOf(services, asked.state),
      query: request.query,
      shape: TOUR_LIST,
    });
    return {
      tours: rows.map(tourSummaryOf),
      ...page,
      retention: retentionNotice(services.config, 'contactAndTourRequests'),
    };
  });

  route(app, calls.toursExport, async (request, reply) => {
    const asked = toursAsked(request.query.etat);
    if (!asked) return reply.code(400).send({ success: false, message: 'Liste inconnue.' });
    return sendRecordedExport(services, request.volunteer!, reply, {
      name: asked.name,
      format: request.query.format,
      columns: TOUR_COLUMNS,
      rows: viewedRows(toursOf(services, asked.state), request.query, TOUR_LIST),
    });
  });

  route(app, calls.tour, async (request, reply) => {
    const tour = tourRequestDetails(services, request.volunteer!, Number(request.params.id));
    if (!tour) return reply.code(404).send({ success: false, message: 'Demande de visite introuvable.' });
    return { tour };
  });

  route(app, calls.confirmTour, async (request, reply) =>
    answer(
      reply,
      confirmTour(services, request.volunteer!, Number(request.params.id), {
        date: request.body.date,
        time: request.body.heure,
        guide: request.body.guide,
      }),
      'Visite confirmée : le visiteur reçoit un courriel avec l’invitation pour son agenda.',
    ),
  );

  route(app, calls.declineTour, async (request, reply) => {
    const result = declineTour(services, request.volunteer!, Number(request.params.id), request.body.raison);
    return answer(
      reply,
      result,
      result.outcome === 'done' && result.cancelled
        ? 'Visite annulée : le visiteur reçoit le motif et l’annulation pour son agenda.'
        : 'Demande refusée : le visiteur en est informé par courriel.',
    );
  });
};
