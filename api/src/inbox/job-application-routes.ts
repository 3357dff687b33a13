import fs from 'node:fs';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { JOB_APPLICATION_FILE_FIELDS, jobApplicationContract, uploadMessages } from '@mtdm/shared/contracts';
import { validationMessages } from '@mtdm/shared/validation';
import { sendFormError } from '../http/errors';
import { checkForm, clean } from '../http/form-check';
import { isHoneypotFilled } from '../http/honeypot';
import { connectionKeyOf, limited } from '../http/rate-limit';
import { activeContentProblem } from '../infrastructure/uploads/active-content';
import { acceptedDocumentKind } from '../infrastructure/uploads/file-types';
import { connectionApplications } from '../mail/mails-per-address';
import {
  createUploadFolder,
  diskKeepsRoom,
  discardUploads,
  receiveUpload,
  type ReceivedUpload,
} from '../infrastructure/uploads/upload-files';
import type { Services } from '../services';
import { applicationFileLabel, recordJobApplication, type AcceptedUpload } from './job-applications';
import { FORM_SUCCESS } from './contact-form-routes';
import type { RouteOptions } from '../http/route-options';

export const applicationMessages = {
  notMultipart: 'La candidature doit être envoyée comme un formulaire avec fichiers (multipart/form-data).',
  tooLarge: (label: string) => uploadMessages.tooLarge(label),
  badType: (label: string) => uploadMessages.badType(label),
  activeContent: (label: string, problem: string) =>
    `Le fichier « ${label} » ne peut pas être accepté : ${problem}. Enregistrez-le de nouveau en PDF simple, sans protection, puis renvoyez-le.`,
  tooManyParts: 'Votre envoi contient trop de champs ou de fichiers.',
  duplicateFile: (label: string) => `Un seul fichier est accepté pour le champ « ${label} ».`,
  fieldTooLong: 'Un des textes de votre candidature est trop long : raccourcissez-le, puis renvoyez-la.',
  tooManyFromConnection:
    'Plusieurs candidatures ont déjà été envoyées aujourd’hui depuis votre connexion : réessayez demain, ou écrivez au musée.',
  noRoom:
    'Le musée ne peut pas recevoir de candidature pour le moment : réessayez dans quelques jours, ou écrivez au musée.',
  malformed: 'Requête invalide : formulaire illisible.',
} as const;

class UploadRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Reads every part; each file is streamed to `folder` as it arrives, the size limit applied meanwhile. */
async function readParts(request: FastifyRequest, folder: string) {
  const fields: Record<string, string> = {};
  const files: ReceivedUpload[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        // Cut at the size limit: refused, never stored shortened.
        if (part.valueTruncated) throw new UploadRefused(413, applicationMessages.fieldTooLong);
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const label = applicationFileLabel(part.fieldname);
      if (!label) {
        part.file.resume();
        continue;
      }
      if (files.some((file) => file.field === part.fieldname)) {
        part.file.resume();
        throw new UploadRefused(400, applicationMessages.duplicateFile(label));
      }
      const received = await receiveUpload(folder, part.fieldname, part.filename ?? '', part.file);
      if (received.truncated) throw new UploadRefused(413, applicationMessages.tooLarge(label));
      // An empty optional file input still sends a part, with no name and no bytes.
      if (received.size === 0 && !part.filename) {
        await fs.promises.rm(received.receivedPath, { force: true });
        continue;
      }
      files.push(received);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      const field = (error as { part?: { fieldname?: string } }).part?.fieldname;
      throw new UploadRefused(413, applicationMessages.tooLarge(applicationFileLabel(field) ?? 'CV'));
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new UploadRefused(413, applicationMessages.tooManyParts);
    }
    if (error instanceof UploadRefused) throw error;
    throw new UploadRefused(400, applicationMessages.malformed);
  }
  return { fields, files };
}

async function handle(services: Services, request: FastifyRequest, reply: FastifyReply) {
  const { config } = services;
  if (!request.isMultipart()) return sendFormError(reply, 415, applicationMessages.notMultipart);
  // A connection that has used its day's share is refused before its files are read: they would be
  // written to the disk only to be removed. Taken again below, once the files are in, for a burst.
  const connection = connectionKeyOf(request, services);
  if (connectionApplications(services, connection).full) {
    request.log.info({ status: 429 }, 'candidature refusée avant réception de ses fichiers');
    return sendFormError(reply, 429, applicationMessages.tooManyFromConnection);
  }
  // The files go straight to a folder of their own; any refusal removes it whole.
  const folder = await createUploadFolder(config.uploadsDir);
  // The connection's share, once taken below, is given back by any refusal.
  const share = { giveBack: (): void => undefined };
  const refuse = async (status: number, message: string) => {
    share.giveBack();
    await discardUploads(folder);
    return sendFormError(reply, status, message);
  };
  let received: Awaited<ReturnType<typeof readParts>>;
  try {
    received = await readParts(request, folder);
  } catch (error) {
    if (error instanceof UploadRefused) {
      request.log.info({ status: error.status }, 'candidature refusée avant enregistrement');
      return refuse(error.status, error.message);
    }
    await discardUploads(folder);
    throw error;
  }
  if (isHoneypotFilled(received.fields)) {
    request.log.info('pot de miel rempli : candidature ignorée');
    await discardUploads(folder);
    return FORM_SUCCESS;
  }
  const checked = checkForm(received.fields, jobApplicationContract.schema, jobApplicationContract.required);
  if (!checked.ok) return refuse(400, checked.message);
  if (!received.files.some((file) => file.field === JOB_APPLICATION_FILE_FIELDS.resume)) {
    return refuse(400, validationMessages.required);
  }
  // Kept, an application's files stay on the disk: a day's share per connection, and room left for the rest.
  const fromConnection = connectionApplications(services, connection);
  if (fromConnection.full) return refuse(429, applicationMessages.tooManyFromConnection);
  // Counted at once, before the awaits below: a burst of posts from one connection cannot all pass the check.
  share.giveBack = fromConnection.record();
  if (!diskKeepsRoom(folder, config.healthMinFreeBytes)) {
    request.log.warn('candidature refusée : disque presque plein');
    return refuse(503, applicationMessages.noRoom);
  }
  try {
    const accepted: AcceptedUpload[] = [];
    for (const file of received.files) {
      const content = await fs.promises.readFile(file.receivedPath);
      const label = applicationFileLabel(file.field) ?? 'CV';
      const kind = acceptedDocumentKind(file.originalName, content);
      if (!kind) return refuse(415, applicationMessages.badType(label));
      const problem = await activeContentProblem(kind, content);
      if (problem) return refuse(422, applicationMessages.activeContent(label, problem));
      accepted.push({ ...file, kind });
    }

    const { id, files } = await recordJobApplication(
      services,
      {
        firstName: clean(checked.data['first-name']),
        lastName: clean(checked.data['last-name']),
        email: clean(checked.data.email),
        phone: clean(checked.data.phone),
        coverLetter: checked.data['cover-letter'],
      },
      accepted,
      folder,
    );
    request.log.info({ applicationId: id, files }, 'candidature enregistrée');
    return FORM_SUCCESS;
  } catch (error) {
    share.giveBack();
    throw error;
  }
}

/** jobApplication: the job application (multipart, résumé required, optional letter file). */
export const jobApplicationRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  app.post(jobApplicationContract.call.path, limited(services.config), (request, reply) =>
    handle(services, request, reply),
  );
};
