// Sign-in, as one plugin: it reads the session cookies, protects the changes against cross-site
// requests (@fastify/csrf-protection) and decorates the server with the hooks each protected route
// names in onRequest: `authenticate` and `requireRole(...)` for the volunteers' space,
// `authenticateMember` for the member area. A change names `csrfProtection` in preHandler, once a
// form's body is read.
import { createHmac } from 'node:crypto';
import { MEMBERS_API, SIGNED_IN_COOKIES } from '@mtdm/shared/contracts';
import type { VolunteerEntry as Volunteer, VolunteerRole } from '@mtdm/shared/contracts/signed-in';
import fastifyCookie, { type CookieSerializeOptions } from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { digestOf } from './email-links';
import type { Services } from '../services';

/**
 * Who a session token belongs to, as each space says (its file of volunteers, the paid memberships):
 * the spaces hand these in, so the plugin knows the cookies and the hooks, not who may sign in.
 */
export interface SessionLookups {
  readonly volunteerOf: (services: Services, sessionToken: string) => Volunteer | null;
  readonly memberOf: (services: Services, sessionToken: string) => string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Refuses (401) a request without a live session; sets request.volunteer. */
    authenticate: onRequestHookHandler;
    /** Refuses (403) a volunteer who holds none of these roles. Name it after `authenticate`. */
    requireRole: (...roles: VolunteerRole[]) => onRequestHookHandler;
    /** Refuses (401) a request without a live member session; sets request.member (the address). */
    authenticateMember: onRequestHookHandler;
    /** The address of the member whose live session the request carries, or null. */
    memberOf: (request: FastifyRequest) => string | null;
    /** The volunteer whose live session the request carries, or null. */
    volunteerOf: (request: FastifyRequest) => Volunteer | null;
  }
  interface FastifyReply {
    /** A CSRF token tied to the session of the request (its digest). */
    sessionCsrf(): string;
  }
  interface FastifyRequest {
    volunteer?: Volunteer;
    member?: string;
  }
}

// __Host-: a browser takes these cookies only from this very host, over HTTPS, for the whole site:
// no subdomain or plain-HTTP page can set or replace them.
export const SESSION_COOKIE = SIGNED_IN_COOKIES.volunteer;
export const MEMBER_SESSION_COOKIE = SIGNED_IN_COOKIES.member;
const CSRF_COOKIE = SIGNED_IN_COOKIES.csrf;

/** The session cookie: never read by scripts, sent over HTTPS only, never on a request from elsewhere. */
export const sessionCookieOptions: CookieSerializeOptions = {
  httpOnly: true,
  secure: true,
  sameSite: 'strict',
  path: '/',
};

const sessionMessages = {
  signedOut: 'Connectez-vous pour accéder à l’espace des bénévoles.',
  memberSignedOut: 'Connectez-vous pour accéder à votre espace adhérent.',
  forbidden: 'Votre rôle ne donne pas accès à ces informations.',
} as const;

/**
 * What a form's CSRF token is tied to: the session it was made for (a digest of its cookie), the
 * member's under /api/adherents, the volunteer's elsewhere. A token taken from another session, or
 * made before signing in again, is refused.
 */
const csrfBinding = (request: FastifyRequest): string =>
  digestOf(
    request.cookies[request.url.startsWith(MEMBERS_API) ? MEMBER_SESSION_COOKIE : SESSION_COOKIE] ?? '',
  );

/** Signed-in answers hold personal data: never kept by a browser or a proxy. */
const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

export const signInSessions = fp<{ services: Services; sessions: SessionLookups }>(
  async (app, { services, sessions }) => {
    await app.register(fastifyCookie);
    await app.register(fastifyCsrf, {
      sessionPlugin: '@fastify/cookie',
      cookieKey: CSRF_COOKIE,
      // The token comes back in the x-csrf-token header (scripts) or the _csrf field (forms).
      cookieOpts: sessionCookieOptions,
      getUserInfo: csrfBinding,
      csrfOpts: { hmacKey: createHmac('sha256', services.documentLinkSecret).update('csrf').digest() },
    });
    /** A CSRF token for this request's session (see csrfBinding). */
    app.decorateReply('sessionCsrf', function sessionCsrf(this: FastifyReply) {
      return this.generateCsrf({ userInfo: csrfBinding(this.request) });
    });

    app.decorateRequest('volunteer', undefined);

    const volunteerOf = (request: FastifyRequest) => {
      const token = request.cookies[SESSION_COOKIE];
      return token ? sessions.volunteerOf(services, token) : null;
    };
    app.decorate('volunteerOf', volunteerOf);

    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      noStore(reply);
      const volunteer = volunteerOf(request);
      if (!volunteer) {
        if (request.cookies[SESSION_COOKIE]) reply.clearCookie(SESSION_COOKIE, sessionCookieOptions);
        return reply.code(401).send({ success: false, message: sessionMessages.signedOut });
      }
      request.volunteer = volunteer;
    });

    app.decorate(
      'requireRole',
      (...roles: VolunteerRole[]): onRequestHookHandler =>
        async (request, reply) => {
          const held = request.volunteer?.roles ?? [];
          if (!held.some((role) => roles.includes(role)))
            return reply.code(403).send({ success: false, message: sessionMessages.forbidden });
        },
    );

    app.decorateRequest('member', undefined);

    const memberOf = (request: FastifyRequest) => {
      const token = request.cookies[MEMBER_SESSION_COOKIE];
      return token ? sessions.memberOf(services, token) : null;
    };
    app.decorate('memberOf', memberOf);

    app.decorate('authenticateMember', async (request: FastifyRequest, reply: FastifyReply) => {
      noStore(reply);
      const member = memberOf(request);
      if (!member) {
        if (request.cookies[MEMBER_SESSION_COOKIE])
          reply.clearCookie(MEMBER_SESSION_COOKIE, sessionCookieOptions);
        return reply.code(401).send({ success: false, message: sessionMessages.memberSignedOut });
      }
      request.member = member;
    });
  },
  { name: 'sessions' },
);
