import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { VOLUNTEER_SPACE_PATH, volunteerCalls as calls } from '@mtdm/shared/contracts/signed-in';
import { isValidEmail, validationMessages } from '@mtdm/shared/validation';
import { route } from '../http/route-from-contract';
import { SESSION_COOKIE, sessionCookieOptions } from '../sign-in/sessions';
import { closeSession, openSession, requestSignInLink } from './sign-in';
import { expiredLinkPage, signedInPage, signInLinkPage, signInRequestPage } from '../views/volunteer-pages';
import type { RouteOptions } from '../http/route-options';
import { NO_INDEX, sendSignedInSpace } from '../site/signed-in-space';

const HOUR_MS = 60 * 60 * 1000;
const SENT =
  'Si cette adresse est celle d’un bénévole, un lien de connexion vient de lui être envoyé. Il est valable 15 minutes.';

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

  route(
    app,
    calls.requestLink,
    async (request, reply) => {
      const { email } = request.body;
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
    },
    attempts,
  );

  route(app, calls.signInPage, async (request, reply) => {
    html(reply).header('Cache-Control', 'no-store').header('Referrer-Policy', 'same-origin');
    return signInLinkPage(request.query.jeton);
  });

  route(
    app,
    calls.openSession,
    async (request, reply) => {
      const opened = openSession(services, request.body.jeton);
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
    },
    attempts,
  );

  /**
   * The space's pages, all under its prefix: signed in, the shell with the volunteers' module (its
   * screens); else the sign-in page, to which any deeper address leads back.
   */
  const spacePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const volunteer = app.volunteerOf(request);
    if (!volunteer) {
      if (request.url.split('?')[0] !== VOLUNTEER_SPACE_PATH)
        return reply.redirect(VOLUNTEER_SPACE_PATH, 303);
      html(reply).header('Cache-Control', 'no-store');
      return signInRequestPage();
    }
    if (await sendSignedInSpace(request, reply, services.config, VOLUNTEER_SPACE_PATH)) return reply;
    html(reply).header('Cache-Control', 'no-store');
    return signedInPage({ ...volunteer, csrfToken: reply.sessionCsrf() });
  };
  route(app, calls.spaceHome, spacePage);
  route(app, calls.spacePages, spacePage);

  route(
    app,
    calls.me,
    async (request, reply) => {
      const { email, name, roles } = request.volunteer!;
      return { email, name, roles: [...roles], csrfToken: reply.sessionCsrf() };
    },
    { showsNoOne: 'le compte du bénévole lui-même' },
  );

  route(app, calls.signOut, async (request, reply) => {
    closeSession(services, request.cookies[SESSION_COOKIE]!);
    reply.clearCookie(SESSION_COOKIE, sessionCookieOptions);
    if (!wantsPage(request.headers['content-type'])) return { success: true };
    return reply.redirect(VOLUNTEER_SPACE_PATH, 303);
  });
};
