import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { memberCalls as calls } from '@mtdm/shared/contracts/signed-in';
import { route } from '../http/route-from-contract';
import { memberOfStopLink, stopMemberReminders } from './stop-reminders';
import { isStopLinkSigned, type StopLink } from './membership-reminders';
import { invalidStopLinkPage, remindersStoppedPage, stopRemindersPage } from '../views/member-pages';
import type { RouteOptions } from '../http/route-options';

const html = (reply: FastifyReply) =>
  reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');

/** The reminders' link: a page with one button, and the stop it records. */
export const memberReminderRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  route(app, calls.stopRemindersPage, async (request, reply) => {
    html(reply);
    const { adresse: email, adherent: member, signature } = request.query;
    const link: StopLink = { email, member };
    if (!email || !isStopLinkSigned(services, link, signature))
      return reply.code(400).send(invalidStopLinkPage());
    return stopRemindersPage({ ...link, signature }, memberOfStopLink(services, link));
  });

  // The page's button posts the address, the member and the signature; a mail client's one-click
  // unsubscribe posts « List-Unsubscribe=One-Click » to the address the mail named, which carries them.
  route(app, calls.stopReminders, async (request, reply) => {
    html(reply);
    const given = request.body.signature ? request.body : request.query;
    const link: StopLink = { email: given.adresse, member: given.adherent };
    if (!link.email || !isStopLinkSigned(services, link, given.signature))
      return reply.code(400).send(invalidStopLinkPage());
    stopMemberReminders(services, link);
    return remindersStoppedPage(memberOfStopLink(services, link));
  });
};
