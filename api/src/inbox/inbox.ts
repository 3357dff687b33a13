// The visitors' messages and job applications for the volunteers who answer them: a destination's
// messages to the role that answers for it, applications to the museum; every view of a person's
// details and every download of a file recorded.
import fs from 'node:fs';
import {
  applicationDetails,
  applicationFile,
  applicationsOf,
  markApplicationHandled,
  markMessageHandled,
  messageDetails,
  messagesOf,
  type ContactDestination,
  type InboxState,
} from './inbox-store';
import type { Services } from '../services';
import { applicationFileLabel } from './job-applications';
import { recordView } from '../sign-in/view-journal';
import type { Volunteer, VolunteerRole } from '../volunteers/volunteer-directory';
import type { ExportColumn } from '../infrastructure/export-file';
import type { ListShape } from '../infrastructure/list-view';

export type { ContactDestination, InboxState };

/** Who answers each contact form: the museum, the association's board, the research centre. */
export const DESTINATION_ROLES: Readonly<Record<ContactDestination, VolunteerRole>> = {
  museum: 'musee',
  association: 'administration',
  chetom: 'chetom',
};

/** How the screens and the journal name a message and an application. */
export const messageReference = (id: number) => `MSG-${String(id).padStart(5, '0')}`;
export const applicationReference = (id: number) => `CAND-${String(id).padStart(5, '0')}`;

export const messageList = (services: Services, destination: ContactDestination, state: InboxState) =>
  messagesOf(services.db, destination, state).map((item) => ({
    ...item,
    reference: messageReference(item.id),
  }));

/** A message, when the volunteer's roles answer for its destination (undefined otherwise, or unknown). */
export function readMessage(services: Services, volunteer: Volunteer, id: number) {
  const message = messageDetails(services.db, id);
  if (!message || !volunteer.roles.includes(DESTINATION_ROLES[message.destination])) return undefined;
  recordView(services, volunteer, 'message consulté', messageReference(id));
  return { ...message, reference: messageReference(id) };
}

export function handleMessage(
  services: Services,
  volunteer: Volunteer,
  id: number,
): 'done' | 'unknown' | 'already' {
  const message = messageDetails(services.db, id);
  if (!message || !volunteer.roles.includes(DESTINATION_ROLES[message.destination])) return 'unknown';
  return markMessageHandled(services.db, id, volunteer.email, services.now().toISOString())
    ? 'done'
    : 'already';
}

export const applicationList = (services: Services, state: InboxState) =>
  applicationsOf(services.db, state).map((item) => ({ ...item, reference: applicationReference(item.id) }));
type ListedItem = ReturnType<typeof applicationList>[number];

/** A list shows the name and the dates; the address is in the item, and its view recorded. */
export const inboxSummaryOf = ({ email: _email, ...summary }: ListedItem) => summary;

/** Messages and applications: found by reference, name or e-mail; dated by their arrival. */
const inboxList = <L extends 'messages' | 'applications'>(list: L): ListShape<L, ListedItem> =>
  ({
    list,
    words: (item: ListedItem) => [item.reference, item.firstName, item.lastName, item.email],
    dateOf: (item: ListedItem) => item.receivedAt,
    sortBy: {
      date: (item: ListedItem) => item.receivedAt,
      nom: (item: ListedItem) => `${item.lastName} ${item.firstName}`,
    },
  }) as ListShape<L, ListedItem>;
export const MESSAGE_LIST = inboxList('messages');
export const APPLICATION_LIST = inboxList('applications');

/** Messages and applications as a spreadsheet opens them: who wrote and when, not what. */
export const INBOX_COLUMNS: readonly ExportColumn<ListedItem>[] = [
  { header: 'reference', cell: (item) => item.reference },
  { header: 'nom', cell: (item) => item.lastName },
  { header: 'prenom', cell: (item) => item.firstName },
  { header: 'courriel', cell: (item) => item.email },
  { header: 'recu_le', cell: (item) => ({ date: item.receivedAt }) },
  { header: 'traite_le', cell: (item) => ({ date: item.handledAt }) },
];

export function readApplication(services: Services, volunteer: Volunteer, id: number) {
  const application = applicationDetails(services.db, id);
  if (!application) return undefined;
  recordView(services, volunteer, 'candidature consultée', applicationReference(id));
  return { ...application, reference: applicationReference(id) };
}

/**
 * A file of an application, its download recorded as the piece it is (CV, letter): never under the name
 * the applicant gave it, which often holds their own and would outlive their erasure in the journal.
 */
export function downloadApplicationFile(
  services: Services,
  volunteer: Volunteer,
  id: number,
  fileId: number,
) {
  const file = applicationFile(services.db, id, fileId);
  // A file gone from the disk is downloaded by no one: nothing to record.
  if (!file || !fs.existsSync(file.storedPath)) return undefined;
  recordView(
    services,
    volunteer,
    `fichier téléchargé : ${applicationFileLabel(file.field) ?? 'pièce jointe'}`,
    applicationReference(id),
  );
  return file;
}

export const handleApplication = (services: Services, volunteer: Volunteer, id: number) =>
  applicationDetails(services.db, id)
    ? markApplicationHandled(services.db, id, volunteer.email, services.now().toISOString())
      ? 'done'
      : 'already'
    : 'unknown';
