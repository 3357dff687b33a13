import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  bookingMessages,
  bookingRequestSchema,
  CONFERENCE_BOOKING_PATHS,
  ofName,
  seatsWords,
} from '@mtdm/shared/contracts';
import { volunteerCalls as calls } from '@mtdm/shared/contracts/signed-in';
import { httpMessages } from '../http/errors';
import { isPlainObject } from '../http/form-check';
import { connectionKeyOf, limited } from '../http/rate-limit';
import { route } from '../http/route-from-contract';
import type { RouteOptions } from '../http/route-options';
import {
  bookingAnswerPage,
  bookingCancelledPage,
  cancelBookingPage,
  confirmBookingPage,
  invalidCancelLinkPage,
  invalidConfirmLinkPage,
} from '../views/booking-pages';
import {
  bookingOfLink,
  cancel,
  confirmBooking,
  conferenceBookings,
  requestBooking,
  requestOfLink,
  seatsLeft,
} from './bookings';

const html = (reply: FastifyReply) =>
  reply
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex');

/** A form posted without script (urlencoded) is answered with a page; the page's script gets JSON. */
const isClassicPost = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

const textOf = (body: unknown, name: string) => {
  const value = isPlainObject(body) ? body[name] : undefined;
  return typeof value === 'string' ? value : '';
};

/** Seats at a conference: its booking, the seats left, the cancel link; the volunteers' list. */
export const conferenceBookingRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  app.post<{ Params: { id: string } }>(
    CONFERENCE_BOOKING_PATHS.bookRoute,
    limited(services.config),
    async (request, reply) => {
      const classic = isClassicPost(request);
      const refuse = (message: string, field?: 'name' | 'email' | 'seats') =>
        classic
          ? html(reply).code(400).send(bookingAnswerPage(message, true))
          : reply.code(400).send({ success: false, message, ...(field ? { field } : {}) });
      // A check the schema gives no French message of its own says « Requête invalide. ».
      const parsed = bookingRequestSchema.safeParse(isPlainObject(request.body) ? request.body : {}, {
        error: () => httpMessages.badRequest,
      });
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const field = issue.path[0] as 'name' | 'email' | 'seats';
        return refuse(issue.message, field);
      }
      const result = requestBooking(
        services,
        request.params.id,
        parsed.data,
        connectionKeyOf(request, services),
      );
      if (result.outcome === 'closed') return refuse(bookingMessages.closed);
      if (result.outcome === 'tooMany') return refuse(bookingMessages.tooMany, 'email');
      if (result.outcome === 'tooManyFromConnection') return refuse(bookingMessages.tooManyFromConnection);
      const message = bookingMessages.requested(result.request.seats);
      return classic
        ? html(reply).send(bookingAnswerPage(message, false))
        : { success: true, status: result.outcome, message };
    },
  );

  // The link mailed to the address typed: opening it confirms nothing (a mail scanner may open it); its
  // page's button does, once.
  app.get<{ Querystring: { jeton?: string } }>(CONFERENCE_BOOKING_PATHS.confirm, async (request, reply) => {
    html(reply);
    const token = request.query.jeton ?? '';
    const asked = token ? requestOfLink(services, token) : undefined;
    if (!asked) return reply.code(400).send(invalidConfirmLinkPage());
    return confirmBookingPage(
      token,
      `Votre demande : ${seatsWords(asked.seats)} au nom ${ofName(asked.name)}.`,
    );
  });

  app.post(CONFERENCE_BOOKING_PATHS.confirm, limited(services.config, 5), async (request, reply) => {
    html(reply);
    const token = textOf(request.body, 'jeton');
    const result = token ? confirmBooking(services, token) : ({ outcome: 'unknownLink' } as const);
    if (result.outcome === 'unknownLink') return reply.code(400).send(invalidConfirmLinkPage());
    if (result.outcome === 'closed')
      return reply.code(400).send(bookingAnswerPage(bookingMessages.closed, true));
    if (result.outcome === 'alreadyHeld')
      return reply.code(409).send(bookingAnswerPage(bookingMessages.alreadyHeld(result.held), true));
    return bookingAnswerPage(bookingMessages[result.outcome](result.booking.seats), false);
  });

  app.get(CONFERENCE_BOOKING_PATHS.seatsLeft, async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send(seatsLeft(services)),
  );

  app.get<{ Querystring: { jeton?: string } }>(CONFERENCE_BOOKING_PATHS.cancel, async (request, reply) => {
    html(reply);
    const token = request.query.jeton ?? '';
    const booking = token ? bookingOfLink(services, token) : undefined;
    if (!booking || booking.status === 'cancelled') return reply.code(400).send(invalidCancelLinkPage());
    return cancelBookingPage(
      token,
      `${booking.status === 'waiting' ? 'Votre demande en liste d’attente' : 'Votre réservation'} : ${seatsWords(booking.seats)} au nom ${ofName(booking.name)}.`,
    );
  });

  app.post(CONFERENCE_BOOKING_PATHS.cancel, limited(services.config, 5), async (request, reply) => {
    html(reply);
    const token = textOf(request.body, 'jeton');
    if (!token || !cancel(services, token)) return reply.code(400).send(invalidCancelLinkPage());
    return bookingCancelledPage();
  });
};

/** The bookings of the conferences to come, for the role that runs them (the contract names it). */
export const conferenceBookingListRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  route(app, calls.conferenceBookings, async (request) => ({
    conferences: conferenceBookings(services, request.volunteer!),
  }));
};
