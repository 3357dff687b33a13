import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { stopMemberReminders } from '../../services/members/stop-reminders';
import {
  isStopLinkSigned,
  STOP_REMINDERS_CALL,
  STOP_REMINDERS_PATH,
} from '../../services/members/membership-reminders';
import { invalidStopLinkPage, remindersStoppedPage, stopRemindersPage } from '../../views/member-pages';
import type { RouteOptions } from '../route-options';

const text = (source: unknown, name: string) => {
  const value = (source as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value.trim() : '';
};
const html = (reply: FastifyReply) =>
  reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');

/** The reminders' link: a page with one button, and the stop it records. */
export const memberReminderRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  app.get(STOP_REMINDERS_PATH, async (request, reply) => {
    html(reply);
    const email = text(request.query, 'adresse');
    const signature = text(request.query, 'signature');
    if (!email || !isStopLinkSigned(services, email, signature))
      return reply.code(400).send(invalidStopLinkPage());
    return stopRemindersPage(email, signature);
  });

  // The page's button posts the address and signature; a mail client's one-click unsubscribe posts
  // « List-Unsubscribe=One-Click » to the address the mail named, which carries them.
  app.post(STOP_REMINDERS_CALL, async (request, reply) => {
    html(reply);
    const email = text(request.body, 'adresse') || text(request.query, 'adresse');
    const signature = text(request.body, 'signature') || text(request.query, 'signature');
    if (!email || !isStopLinkSigned(services, email, signature))
      return reply.code(400).send(invalidStopLinkPage());
    stopMemberReminders(services, email);
    return remindersStoppedPage();
  });
};
