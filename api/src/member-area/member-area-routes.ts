import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { paths } from '@mtdm/shared/routing';
import {
  MEMBER_SPACE_PATH,
  memberCalls as calls,
  memberRenewalPath,
  RENEWED_MEMBER_PARAM,
} from '@mtdm/shared/contracts/signed-in';
import { route } from '../http/route-from-contract';
import { connectionKeyOf } from '../http/rate-limit';
import { MEMBER_SESSION_COOKIE, sessionCookieOptions } from '../sign-in/sessions';
import { correctContact, memberAccount, renewMembership } from './member-account';
import { openMemberSession, requestMemberLink } from './member-sign-in';
import { confirmEmailChange, requestEmailChange } from './email-change';
import { closeSession } from '../sign-in/email-links';
import {
  emailChangedPage,
  emailChangePage,
  memberLinkExpiredPage,
  memberSignInLinkPage,
} from '../views/member-pages';
import type { RouteOptions } from '../http/route-options';
import { NO_INDEX, sendSignedInSpace } from '../site/signed-in-space';

const HOUR_MS = 60 * 60 * 1000;
/** The same answer whatever the address. */
const SENT =
  'Si cette adresse est celle d’un adhérent ou d’un donateur, un lien de connexion vient de lui être envoyé. Il est valable 15 minutes.';

const html = (reply: FastifyReply) =>
  reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');

/** The member area: sign-in by link, the member's own membership, contact details and renewal. */
export const memberAreaRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  const attempts = {
    config: { rateLimit: { max: services.config.signInRateLimitMax, timeWindow: HOUR_MS } },
  };

  route(
    app,
    calls.requestLink,
    async (request) => {
      const { email, adherent } = request.body;
      // Answered first, the work after: the same time whether the address is a member's or not.
      services.mail.afterAnswer(() => requestMemberLink(services, email, adherent));
      return { success: true, message: SENT };
    },
    attempts,
  );

  route(app, calls.signInPage, async (request, reply) => {
    html(reply).header('Referrer-Policy', 'same-origin');
    return memberSignInLinkPage(request.query.jeton, request.query.adherent);
  });

  route(
    app,
    calls.openSession,
    async (request, reply) => {
      const opened = openMemberSession(services, request.body.jeton);
      if (!opened) return html(reply).code(400).send(memberLinkExpiredPage());
      reply.setCookie(MEMBER_SESSION_COOKIE, opened.sessionToken, sessionCookieOptions);
      // A link asked on the way to a renewal (a reminder's) leads back to it.
      const { adherent } = request.body;
      return reply.redirect(adherent ? memberRenewalPath(adherent) : MEMBER_SPACE_PATH, 303);
    },
    attempts,
  );

  /**
   * The member's own pages: signed in, the shell with the members' module (their memberships,
   * documents, details and renewal); anyone else is led to the sign-in on /pages/Login, with the
   * member whose renewal they came for (a reminder's link), for the link it mails to lead back there.
   */
  const spacePage = async (request: FastifyRequest, reply: FastifyReply, renewedMember = '') => {
    if (
      app.memberOf(request) &&
      (await sendSignedInSpace(request, reply, services.config, MEMBER_SPACE_PATH))
    )
      return reply;
    const signIn = renewedMember
      ? `${paths.memberArea}?${new URLSearchParams({ [RENEWED_MEMBER_PARAM]: renewedMember })}`
      : paths.memberArea;
    return reply.header('X-Robots-Tag', NO_INDEX).redirect(signIn, 303);
  };
  route(app, calls.spaceHome, (request, reply) => spacePage(request, reply, request.query.adherent));
  route(app, calls.spacePages, (request, reply) => spacePage(request, reply));

  /**
   * Whether this browser holds a live member's session, for /pages/Login: answered for everyone
   * (a signed-out visitor is not an error, and the browser logs none), and never stored.
   */
  route(app, calls.session, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { signedIn: app.memberOf(request) !== null };
  });

  route(app, calls.account, async (request, reply) => ({
    ...memberAccount(services, request.member!),
    csrfToken: reply.sessionCsrf(),
  }));

  route(app, calls.correctContact, async (request, reply) => {
    const { member, ...contact } = request.body;
    const refusal = correctContact(services, request.member!, contact, member);
    if (refusal) return reply.code(400).send({ success: false, message: refusal });
    return { success: true, message: 'Vos coordonnées sont à jour.' };
  });

  route(app, calls.renew, async (request, reply) => {
    const started = await renewMembership(
      services,
      request.member!,
      {
        membershipType: request.body.membershipType,
        donationCents: Math.round(request.body.donationAmount * 100),
        member: request.body.member,
      },
      request.log,
      connectionKeyOf(request, services),
    );
    if (!started.ok) return reply.code(started.status).send({ error: started.error });
    return {
      payment_url: started.paymentUrl,
      payment_id: started.paymentId,
      customer_id: started.customerId,
    };
  });

  route(app, calls.changeEmail, async (request, reply) => {
    const asked = requestEmailChange(
      services,
      request.member!,
      request.body.email,
      request.cookies[MEMBER_SESSION_COOKIE]!,
    );
    if (!asked.ok) return reply.code(asked.status).send({ success: false, message: asked.message });
    return {
      success: true,
      message:
        'Un lien de confirmation vient d’être envoyé à la nouvelle adresse ; elle sera prise en compte une fois confirmée.',
    };
  });

  route(app, calls.emailChangePage, async (request, reply) => {
    html(reply).header('Referrer-Policy', 'same-origin');
    return emailChangePage(request.query.jeton);
  });

  route(app, calls.confirmEmailChange, async (request, reply) => {
    const outcome = confirmEmailChange(services, request.body.jeton);
    const status = {
      changed: 200,
      corrected: 200,
      'donation-corrected': 200,
      'order-corrected': 200,
      taken: 409,
      invalid: 400,
    }[outcome];
    // The account moved: whatever session this browser held of it is closed (a donation moves alone).
    if (outcome === 'changed' || outcome === 'corrected')
      reply.clearCookie(MEMBER_SESSION_COOKIE, sessionCookieOptions);
    return html(reply).code(status).send(emailChangedPage(outcome));
  });

  route(app, calls.signOut, async (request, reply) => {
    closeSession(services, request.cookies[MEMBER_SESSION_COOKIE]!);
    reply.clearCookie(MEMBER_SESSION_COOKIE, sessionCookieOptions);
    return { success: true };
  });
};
