import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { paths } from '@mtdm/shared/routing';
import { isValidEmail, validationMessages } from '@mtdm/shared/validation';
import { MEMBER_SESSION_COOKIE, sessionCookieOptions } from '../../http/sessions';
import {
  contactProblem,
  correctContact,
  memberAccount,
  renewMembership,
} from '../../services/members/member-account';
import {
  MEMBER_SIGN_IN_PAGE_PATH,
  MEMBER_SPACE_PATH,
  openMemberSession,
  requestMemberLink,
} from '../../services/members/member-sign-in';
import {
  confirmEmailChange,
  EMAIL_CHANGE_PATH,
  requestEmailChange,
} from '../../services/members/email-change';
import { closeSession } from '../../services/sign-in/email-links';
import {
  emailChangedPage,
  emailChangePage,
  memberLinkExpiredPage,
  memberSignInLinkPage,
} from '../../views/member-pages';
import type { RouteOptions } from '../route-options';
import { NO_INDEX, sendSignedInSpace } from '../../site/signed-in-space';

const HOUR_MS = 60 * 60 * 1000;
/** The same answer whatever the address. */
const SENT =
  'Si cette adresse est celle d’un adhérent, un lien de connexion vient de lui être envoyé. Il est valable 15 minutes.';

const text = (source: unknown, name: string) => {
  const value = (source as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value.trim() : '';
};
const html = (reply: FastifyReply) =>
  reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');

/** The member area: sign-in by link, the member's own membership, contact details and renewal. */
export const memberAreaRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  const attempts = {
    config: { rateLimit: { max: services.config.signInRateLimitMax, timeWindow: HOUR_MS } },
  };
  const member = { onRequest: [app.authenticateMember] };
  const memberChange = { onRequest: [app.authenticateMember], preHandler: app.csrfProtection };

  app.post('/api/adherents/lien', attempts, async (request, reply) => {
    const email = text(request.body, 'email');
    if (!isValidEmail(email))
      return reply.code(400).send({ success: false, message: validationMessages.email });
    // Answered first, the work after: the same time whether the address is a member's or not.
    services.mail.afterAnswer(() => requestMemberLink(services, email));
    return { success: true, message: SENT };
  });

  app.get(MEMBER_SIGN_IN_PAGE_PATH, async (request, reply) => {
    html(reply).header('Referrer-Policy', 'same-origin');
    return memberSignInLinkPage(text(request.query, 'jeton'));
  });

  app.post('/api/adherents/session', attempts, async (request, reply) => {
    const opened = openMemberSession(services, text(request.body, 'jeton'));
    if (!opened) return html(reply).code(400).send(memberLinkExpiredPage());
    reply.setCookie(MEMBER_SESSION_COOKIE, opened.sessionToken, sessionCookieOptions);
    return reply.redirect(MEMBER_SPACE_PATH, 303);
  });

  /**
   * The member's own pages, under /adherents/: signed in, the shell with the members' module (their
   * memberships, documents, details and renewal); anyone else is led to the sign-in on /pages/Login.
   */
  const spacePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const space = app.memberOf(request)
      ? await sendSignedInSpace(request, reply, services.config, MEMBER_SPACE_PATH)
      : null;
    return space ?? reply.header('X-Robots-Tag', NO_INDEX).redirect(paths.memberArea, 303);
  };
  app.get(MEMBER_SPACE_PATH, spacePage);
  app.get(`${MEMBER_SPACE_PATH}*`, spacePage);

  /**
   * Whether this browser holds a live member's session, for /pages/Login: answered for everyone
   * (a signed-out visitor is not an error, and the browser logs none), and never stored.
   */
  app.get('/api/adherents/session', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { signedIn: app.memberOf(request) !== null };
  });

  app.get('/api/adherents/moi', member, async (request, reply) => ({
    ...memberAccount(services, request.member!),
    csrfToken: reply.sessionCsrf(),
  }));

  app.post('/api/adherents/coordonnees', memberChange, async (request, reply) => {
    const contact = {
      address: text(request.body, 'address'),
      postcode: text(request.body, 'postcode'),
      city: text(request.body, 'city'),
      mobileNumber: text(request.body, 'mobileNumber'),
    };
    const problem = contactProblem(contact);
    if (problem) return reply.code(400).send({ success: false, message: problem });
    correctContact(services, request.member!, contact);
    return { success: true, message: 'Vos coordonnées sont à jour.' };
  });

  app.post('/api/adherents/renouvellement', memberChange, async (request, reply) => {
    const given = (request.body as { donationAmount?: unknown } | undefined)?.donationAmount;
    const donation = given === undefined || given === '' ? 0 : Number(given);
    if (!Number.isFinite(donation) || donation < 0)
      return reply
        .code(400)
        .send({ success: false, error: 'Le montant du don doit être un nombre positif.' });
    const started = await renewMembership(
      services,
      request.member!,
      {
        membershipType: text(request.body, 'membershipType') || undefined,
        donationCents: Math.round(donation * 100),
      },
      request.log,
    );
    if (!started.ok) return reply.code(started.status).send({ error: started.error });
    return {
      payment_url: started.paymentUrl,
      payment_id: started.paymentId,
      customer_id: started.customerId,
    };
  });

  app.post('/api/adherents/adresse', memberChange, async (request, reply) => {
    const email = text(request.body, 'email');
    if (!isValidEmail(email))
      return reply.code(400).send({ success: false, message: validationMessages.email });
    const asked = requestEmailChange(
      services,
      request.member!,
      email,
      request.cookies[MEMBER_SESSION_COOKIE]!,
    );
    if (!asked.ok) return reply.code(asked.status).send({ success: false, message: asked.message });
    return {
      success: true,
      message:
        'Un lien de confirmation vient d’être envoyé à la nouvelle adresse ; elle sera prise en compte une fois confirmée.',
    };
  });

  app.get(EMAIL_CHANGE_PATH, async (request, reply) => {
    html(reply).header('Referrer-Policy', 'same-origin');
    return emailChangePage(text(request.query, 'jeton'));
  });

  app.post('/api/adherents/adresse/confirmation', async (request, reply) => {
    const outcome = confirmEmailChange(services, text(request.body, 'jeton'));
    const status = { changed: 200, taken: 409, invalid: 400 }[outcome];
    if (outcome === 'changed') reply.clearCookie(MEMBER_SESSION_COOKIE, sessionCookieOptions);
    return html(reply).code(status).send(emailChangedPage(outcome));
  });

  app.post('/api/adherents/deconnexion', memberChange, async (request, reply) => {
    closeSession(services, request.cookies[MEMBER_SESSION_COOKIE]!);
    reply.clearCookie(MEMBER_SESSION_COOKIE, sessionCookieOptions);
    return { success: true };
  });
};
