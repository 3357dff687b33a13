import fs from 'node:fs';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { volunteerCalls as calls } from '@mtdm/shared/contracts/signed-in';
import { route } from '../http/route-from-contract';
import {
  applicationList,
  DESTINATION_ROLES,
  downloadApplicationFile,
  handleApplication,
  handleMessage,
  messageList,
  readApplication,
  readMessage,
  type ContactDestination,
  type InboxState,
} from './inbox';
import { retentionNotice } from '../personal-data/retention-notice';
import type { RouteOptions } from '../http/route-options';

/** The destinations and states as the addresses write them. */
const DESTINATIONS: Readonly<Record<string, ContactDestination>> = {
  musee: 'museum',
  association: 'association',
  chetom: 'chetom',
};
const STATES: Readonly<Record<string, InboxState>> = { 'a-traiter': 'to-handle', traites: 'handled' };
const NOT_FOUND = { success: false, message: 'Élément introuvable.' };
const ALREADY = { success: false, message: 'Déjà marqué comme traité.' };

const handled = (reply: FastifyReply, result: 'done' | 'unknown' | 'already') =>
  result === 'unknown'
    ? reply.code(404).send(NOT_FOUND)
    : result === 'already'
      ? reply.code(409).send(ALREADY)
      : { success: true, message: 'Marqué comme traité.' };

/** Contact messages by destination (the destination's role checked here), and job applications. */
export const volunteerInboxRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  route(app, calls.messages, async (request, reply) => {
    const destination = DESTINATIONS[request.params.destination];
    const state = STATES[request.query.etat ?? 'a-traiter'];
    if (!destination || !state) return reply.code(404).send(NOT_FOUND);
    if (!request.volunteer!.roles.includes(DESTINATION_ROLES[destination]))
      return reply
        .code(403)
        .send({ success: false, message: 'Votre rôle ne donne pas accès à ces informations.' });
    return {
      messages: messageList(services, destination, state),
      retention: retentionNotice(services.config, 'contactAndTourRequests'),
    };
  });

  route(app, calls.message, async (request, reply) => {
    const message = readMessage(services, request.volunteer!, Number(request.params.id));
    return message ? { message } : reply.code(404).send(NOT_FOUND);
  });

  route(app, calls.handleMessage, async (request, reply) =>
    handled(reply, handleMessage(services, request.volunteer!, Number(request.params.id))),
  );

  route(app, calls.applications, async (request, reply) => {
    const state = STATES[request.query.etat ?? 'a-traiter'];
    return state
      ? {
          applications: applicationList(services, state),
          retention: retentionNotice(services.config, 'jobApplications'),
        }
      : reply.code(404).send(NOT_FOUND);
  });

  route(app, calls.application, async (request, reply) => {
    const application = readApplication(services, request.volunteer!, Number(request.params.id));
    return application ? { application } : reply.code(404).send(NOT_FOUND);
  });

  route(app, calls.applicationFile, async (request, reply) => {
    const file = downloadApplicationFile(
      services,
      request.volunteer!,
      Number(request.params.id),
      Number(request.params.file),
    );
    if (!file || !fs.existsSync(file.storedPath)) return reply.code(404).send(NOT_FOUND);
    return reply
      .type(file.mediaType)
      .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .send(fs.createReadStream(file.storedPath));
  });

  route(app, calls.handleApplication, async (request, reply) =>
    handled(reply, handleApplication(services, request.volunteer!, Number(request.params.id))),
  );
};
