import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { memberCalls as calls } from '@mtdm/shared/contracts/signed-in';
import { route } from '../http/route-from-contract';
import { stopMemberReminders } from './stop-reminders';
import { isStopLinkSigned } from './membership-reminders';
import { invalidStopLinkPage, remindersStoppedPage, stopRemindersPage } from '../views/member-pages';
import type { RouteOptions } from '../http/route-options';

const html = (reply: FastifyReply) =>
  reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');

/** The reminders' link: a page with one button, and the stop it records. */
export const memberReminderRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  route(app, calls.stopRemindersPage, async (request, reply) => {
    html(reply);
    const { adresse: email, signature } = request.query;
    if (!email || !isStopLinkSigned(services, email, signature))
      return reply.code(400).send(invalidStopLinkPage());
    return stopRemindersPage(email, signature);
  });

  // The page's button posts the address and signature; a mail client's one-click unsubscribe posts
  // « List-Unsubscribe=One-Click » to the address the mail named, which carries them.
  route(app, calls.stopReminders, async (request, reply) => {
    html(reply);
    const email = request.body.adresse || request.query.adresse;
    const signature = request.body.signature || request.query.signature;
    if (!email || !isStopLinkSigned(services, email, signature))
      return reply.code(400).send(invalidStopLinkPage());
    stopMemberReminders(services, email);
    return remindersStoppedPage();
  });
};
