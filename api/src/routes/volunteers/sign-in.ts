import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isValidEmail, validationMessages } from '@mtdm/shared/validation';
import { SESSION_COOKIE, sessionCookieOptions } from '../../http/sessions';
import {
  closeSession,
  openSession,
  requestSignInLink,
  sessionVolunteer,
  SIGN_IN_PAGE_PATH,
  VOLUNTEER_SPACE_PATH,
} from '../../services/volunteers/sign-in';
import {
  expiredLinkPage,
  signedInPage,
  signInLinkPage,
  signInRequestPage,
} from '../../views/volunteer-pages';
import type { RouteOptions } from '../route-options';
import { NO_INDEX, sendSignedInSpace } from '../../site/signed-in-space';

const HOUR_MS = 60 * 60 * 1000;
const SENT =
  'Si cette adresse est celle d’un bénévole, un lien de connexion vient de lui être envoyé. Il est valable 15 minutes.';

const field = (body: unknown, name: string) => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value.trim() : '';
};
/** A form posted by the pages wants a page back; a script sends JSON and reads JSON. */
const wantsPage = (contentType: string | undefined) => !contentType?.includes('application/json');

/** Asking for a link, using it, the signed-in page and signing out. */
export const volunteerSignInRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  const attempts = {
    config: { rateLimit: { max: services.config.signInRateLimitMax, timeWindow: HOUR_MS } },
  };
  // The space's pages are kept out of search engines, its sign-in pages too.
  const html = (reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('X-Robots-Tag', NO_INDEX);

  app.post('/api/benevoles/lien', attempts, async (request, reply) => {
    const email = field(request.body, 'email');
    const page = wantsPage(request.headers['content-type']);
    if (!isValidEmail(email)) {
      reply.code(400);
      if (!page) return { success: false, message: validationMessages.email };
      html(reply);
      return signInRequestPage({ text: validationMessages.email, error: true });
    }
    // Answered first, the work after: the same time whether the address is a volunteer's or not.
    services.mail.afterAnswer(() => requestSignInLink(services, email));
    if (!page) return { success: true, message: SENT };
    html(reply);
    return signInRequestPage({ text: SENT });
  });

  app.get(SIGN_IN_PAGE_PATH, async (request, reply) => {
    html(reply).header('Cache-Control', 'no-store').header('Referrer-Policy', 'same-origin');
    return signInLinkPage(field(request.query, 'jeton'));
  });

  app.post('/api/benevoles/session', attempts, async (request, reply) => {
    const opened = openSession(services, field(request.body, 'jeton'));
    if (!opened) {
      reply.code(400);
      if (!wantsPage(request.headers['content-type']))
        return {
          success: false,
          message: 'Ce lien de connexion n’est plus valable : demandez-en un nouveau.',
        };
      html(reply);
      return expiredLinkPage();
    }
    reply.setCookie(SESSION_COOKIE, opened.sessionToken, sessionCookieOptions);
    return reply.redirect(VOLUNTEER_SPACE_PATH, 303);
  });

  /**
   * The space's pages, all under its prefix: signed in, the shell with the volunteers' module (its
   * screens); else the sign-in page, to which any deeper address leads back.
   */
  const spacePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[SESSION_COOKIE];
    const volunteer = token ? sessionVolunteer(services, token) : null;
    if (!volunteer) {
      if (request.url.split('?')[0] !== VOLUNTEER_SPACE_PATH)
        return reply.redirect(VOLUNTEER_SPACE_PATH, 303);
      html(reply).header('Cache-Control', 'no-store');
      return signInRequestPage();
    }
    const space = await sendSignedInSpace(request, reply, services.config, VOLUNTEER_SPACE_PATH);
    if (space) return space;
    html(reply).header('Cache-Control', 'no-store');
    return signedInPage({ ...volunteer, csrfToken: reply.sessionCsrf() });
  };
  app.get(VOLUNTEER_SPACE_PATH, spacePage);
  app.get(`${VOLUNTEER_SPACE_PATH}*`, spacePage);

  app.get('/api/benevoles/moi', { onRequest: [app.authenticate] }, async (request, reply) => {
    const { email, name, roles } = request.volunteer!;
    return { email, name, roles, csrfToken: reply.sessionCsrf() };
  });

  app.post(
    '/api/benevoles/deconnexion',
    { onRequest: [app.authenticate], preHandler: app.csrfProtection },
    async (request, reply) => {
      closeSession(services, request.cookies[SESSION_COOKIE]!);
      reply.clearCookie(SESSION_COOKIE, sessionCookieOptions);
      if (!wantsPage(request.headers['content-type'])) return { success: true };
      return reply.redirect(VOLUNTEER_SPACE_PATH, 303);
    },
  );
};
