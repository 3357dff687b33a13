import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { NEWSLETTER_CONSENT, NEWSLETTER_PATHS } from '@mtdm/shared/contracts';
import { volunteerCalls as calls } from '@mtdm/shared/contracts/signed-in';
import { isValidEmail, validationMessages } from '@mtdm/shared/validation';
import { isPlainObject } from '../http/form-check';
import { isHoneypotFilled } from '../http/honeypot';
import { connectionKeyOf, limited } from '../http/rate-limit';
import { connectionSignUps } from '../mail/mails-per-address';
import { route } from '../http/route-from-contract';
import type { RouteOptions } from '../http/route-options';
import {
  confirmedPage,
  confirmPage,
  invalidConfirmPage,
  invalidUnsubscribePage,
  signUpErrorPage,
  subscribedPage,
  unsubscribedPage,
  unsubscribePage,
} from '../views/newsletter-pages';
import { confirm, isUnsubscribeLinkSigned, subscribe, subscribersCsv, unsubscribe } from './newsletter';
import { recordExport } from '../sign-in/view-journal';

/** Said when a connection has made its day's sign-ups (mails-per-address.ts, connectionSignUps). */
const TOO_MANY_SIGN_UPS =
  'Plusieurs inscriptions ont déjà été demandées aujourd’hui depuis votre connexion : réessayez demain.';

/** Said when the footer's form is older than the consent the server records (a page open since a release). */
const CONSENT_CHANGED =
  'Le texte du consentement a changé depuis l’ouverture de la page : relisez-le ci-dessous, puis inscrivez-vous.';

const html = (reply: FastifyReply) =>
  reply
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex');

const textOf = (body: unknown, name: string) => {
  const value = isPlainObject(body) ? body[name] : undefined;
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * The newsletter: the footer's sign-up (a classic form post, sent on with a 303 once stored), the
 * confirmation and unsubscribe links' pages and buttons, and the list for the volunteers who send it.
 */
export const newsletterRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  app.post(NEWSLETTER_PATHS.subscribe, limited(services.config), async (request, reply) => {
    const email = textOf(request.body, 'email');
    html(reply);
    // A robot that filled the hidden field is answered as a person, and nothing is stored or sent.
    if (isHoneypotFilled(request.body)) return reply.redirect(NEWSLETTER_PATHS.subscribed, 303);
    if (!isValidEmail(email)) return reply.code(400).send(signUpErrorPage(validationMessages.email, email));
    if (textOf(request.body, 'consent') !== NEWSLETTER_CONSENT.version)
      return reply.code(400).send(signUpErrorPage(CONSENT_CHANGED, email));
    const fromConnection = connectionSignUps(services, connectionKeyOf(request, services));
    if (fromConnection.full) return reply.code(429).send(signUpErrorPage(TOO_MANY_SIGN_UPS, email, false));
    fromConnection.record();
    subscribe(services, email);
    return reply.redirect(NEWSLETTER_PATHS.subscribed, 303);
  });

  app.get(NEWSLETTER_PATHS.subscribed, async (_request, reply) => {
    html(reply);
    return subscribedPage();
  });

  app.get<{ Querystring: { jeton?: string } }>(NEWSLETTER_PATHS.confirm, async (request, reply) => {
    html(reply);
    return confirmPage(request.query.jeton ?? '');
  });

  app.post(NEWSLETTER_PATHS.confirm, limited(services.config, 5), async (request, reply) => {
    html(reply);
    const token = textOf(request.body, 'jeton');
    if (!token || !confirm(services, token)) return reply.code(400).send(invalidConfirmPage());
    return confirmedPage();
  });

  app.get<{ Querystring: { adresse?: string; signature?: string } }>(
    NEWSLETTER_PATHS.unsubscribe,
    async (request, reply) => {
      html(reply);
      const { adresse: email = '', signature = '' } = request.query;
      if (!email || !isUnsubscribeLinkSigned(services, email, signature))
        return reply.code(400).send(invalidUnsubscribePage());
      return unsubscribePage(email, signature);
    },
  );

  // The page's button posts the address and signature; a mail client's one-click unsubscribe posts
  // « List-Unsubscribe=One-Click » to the address the mail named, which carries them.
  app.post<{ Querystring: { adresse?: string; signature?: string } }>(
    NEWSLETTER_PATHS.unsubscribe,
    limited(services.config, 5),
    async (request, reply) => {
      html(reply);
      const email = textOf(request.body, 'adresse') || request.query.adresse || '';
      const signature = textOf(request.body, 'signature') || request.query.signature || '';
      if (!email || !isUnsubscribeLinkSigned(services, email, signature))
        return reply.code(400).send(invalidUnsubscribePage());
      unsubscribe(services, email);
      return unsubscribedPage();
    },
  );
};

/** The subscribers' list, for the role that sends the letter (the contract names it). */
export const newsletterExportRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  route(app, calls.newsletterCsv, async (request, reply) => {
    const { csv, rows } = subscribersCsv(services);
    recordExport(services, request.volunteer!, 'abonnes-lettre.csv', rows);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="abonnes-lettre.csv"')
      .send(csv);
  });
};
