import fs from 'node:fs';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { volunteerCalls as calls } from '@mtdm/shared/contracts/signed-in';
import { route } from '../http/route-from-contract';
import {
  APPLICATION_LIST,
  applicationList,
  DESTINATION_ROLES,
  INBOX_COLUMNS,
  inboxSummaryOf,
  MESSAGE_LIST,
  downloadApplicationFile,
  handleApplication,
  handleMessage,
  messageList,
  readApplication,
  readMessage,
  type ContactDestination,
  type InboxState,
} from './inbox';
import { retentionNotice } from '../http/retention-notice';
import { viewedRows } from '../infrastructure/list-view';
import { sendRecordedExport, viewRecordedPage } from '../sign-in/view-journal';
import type { RouteOptions } from '../http/route-options';

/**
 * The destinations and states as the addresses write them. Maps, not objects: a name from the address
 * finds only these (`constructor` or `__proto__` is an unknown list, not something every object has).
 */
const DESTINATIONS: ReadonlyMap<string, ContactDestination> = new Map([
  ['musee', 'museum'],
  ['association', 'association'],
  ['chetom', 'chetom'],
]);
const STATES: ReadonlyMap<string, InboxState> = new Map([
  ['a-traiter', 'to-handle'],
  ['traites', 'handled'],
]);
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
  /** A destination's messages in a state, when the volunteer answers for it; else the refusal to send. */
  const messagesAsked = (
    volunteerRoles: readonly string[],
    params: { destination: string },
    etat: string | undefined,
  ) => {
    const destination = DESTINATIONS.get(params.destination);
    const state = STATES.get(etat ?? 'a-traiter');
    if (!destination || !state) return { refusal: 404 as const };
    if (!volunteerRoles.includes(DESTINATION_ROLES[destination])) return { refusal: 403 as const };
    return {
      items: messageList(services, destination, state),
      name: `messages-${params.destination}-${etat ?? 'a-traiter'}`,
    };
  };
  /** The applications in a state (« a-traiter » when none), and the list's name in files and the journal. */
  const applicationsAsked = (etat = 'a-traiter') => {
    const state = STATES.get(etat);
    return state ? { items: applicationList(services, state), name: `candidatures-${etat}` } : null;
  };
  const refuse = (reply: FastifyReply, code: 403 | 404) =>
    code === 404
      ? reply.code(404).send(NOT_FOUND)
      : reply
          .code(403)
          .send({ success: false, message: 'Votre rôle ne donne pas accès à ces informations.' });

  route(app, calls.messages, async (request, reply) => {
    const asked = messagesAsked(request.volunteer!.roles, request.params, request.query.etat);
    if (asked.refusal) return refuse(reply, asked.refusal);
    const { rows, ...page } = viewRecordedPage(services, request.volunteer!, asked.name, {
      rows: asked.items,
      query: request.query,
      shape: MESSAGE_LIST,
    });
    return {
      messages: rows.map(inboxSummaryOf),
      ...page,
      retention: retentionNotice(services.config, 'contactAndTourRequests'),
    };
  });

  route(app, calls.messagesExport, async (request, reply) => {
    const asked = messagesAsked(request.volunteer!.roles, request.params, request.query.etat);
    if (asked.refusal) return refuse(reply, asked.refusal);
    return sendRecordedExport(services, request.volunteer!, reply, {
      name: asked.name,
      format: request.query.format,
      columns: INBOX_COLUMNS,
      rows: viewedRows(asked.items, request.query, MESSAGE_LIST),
    });
  });

  route(app, calls.message, async (request, reply) => {
    const message = readMessage(services, request.volunteer!, Number(request.params.id));
    return message ? { message } : reply.code(404).send(NOT_FOUND);
  });

  route(app, calls.handleMessage, async (request, reply) =>
    handled(reply, handleMessage(services, request.volunteer!, Number(request.params.id))),
  );

  route(app, calls.applications, async (request, reply) => {
    const asked = applicationsAsked(request.query.etat);
    if (!asked) return reply.code(404).send(NOT_FOUND);
    const { rows, ...page } = viewRecordedPage(services, request.volunteer!, asked.name, {
      rows: asked.items,
      query: request.query,
      shape: APPLICATION_LIST,
    });
    return {
      applications: rows.map(inboxSummaryOf),
      ...page,
      retention: retentionNotice(services.config, 'jobApplications'),
    };
  });

  route(app, calls.applicationsExport, async (request, reply) => {
    const asked = applicationsAsked(request.query.etat);
    if (!asked) return reply.code(404).send(NOT_FOUND);
    return sendRecordedExport(services, request.volunteer!, reply, {
      name: asked.name,
      format: request.query.format,
      columns: INBOX_COLUMNS,
      rows: viewedRows(asked.items, request.query, APPLICATION_LIST),
    });
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
    if (!file) return reply.code(404).send(NOT_FOUND);
    return reply
      .type(file.mediaType)
      .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .send(fs.createReadStream(file.storedPath));
  });

  route(app, calls.handleApplication, async (request, reply) =>
    handled(reply, handleApplication(services, request.volunteer!, Number(request.params.id))),
  );
};
