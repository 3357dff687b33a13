// The contact messages and the job applications as the volunteers handle them: by destination and
// state, each one's details and files, marked handled once.
import type * as Shared from '@mtdm/shared/contracts';
import type { Row } from '@mtdm/shared/contracts';
import type { Db } from '../database/database';

export type ContactDestination = Shared.MessageDetails['destination'];
export type InboxState = 'to-handle' | 'handled';

type InboxSummary = Row<Shared.InboxSummary>;

const HANDLED = { 'to-handle': 'handled_at IS NULL', handled: 'handled_at IS NOT NULL' } as const;
const SUMMARY = `id, first_name AS firstName, last_name AS lastName, created_at AS receivedAt, handled_at AS handledAt`;

/** A message or an application in a list, with the address a search reads (never shown in a list). */
export type InboxListed = InboxSummary & { readonly email: string };

export const messagesOf = (db: Db, destination: ContactDestination, state: InboxState): InboxListed[] =>
  db
    .prepare(
      `SELECT ${SUMMARY}, email FROM contact_messages WHERE form = ? AND ${HANDLED[state]} ORDER BY id`,
    )
    .all(destination) as InboxListed[];

export type MessageDetails = Row<Shared.MessageDetails>;

export const messageDetails = (db: Db, id: number): MessageDetails | undefined =>
  db
    .prepare(
      `SELECT ${SUMMARY}, handled_by AS handledBy, form AS destination, email, phone, visitor_kind AS visitorKind, message
         FROM contact_messages WHERE id = ?`,
    )
    .get(id) as MessageDetails | undefined;

export const markMessageHandled = (db: Db, id: number, by: string, at: string): boolean =>
  db
    .prepare('UPDATE contact_messages SET handled_at = ?, handled_by = ? WHERE id = ? AND handled_at IS NULL')
    .run(at, by, id).changes === 1;

export const applicationsOf = (db: Db, state: InboxState): InboxListed[] =>
  db
    .prepare(`SELECT ${SUMMARY}, email FROM job_applications WHERE ${HANDLED[state]} ORDER BY id`)
    .all() as InboxListed[];

export type ApplicationDetails = Row<Shared.ApplicationDetails>;

export function applicationDetails(db: Db, id: number): ApplicationDetails | undefined {
  const application = db
    .prepare(
      `SELECT ${SUMMARY}, handled_by AS handledBy, email, phone, cover_letter AS coverLetter
         FROM job_applications WHERE id = ?`,
    )
    .get(id) as Omit<ApplicationDetails, 'files'> | undefined;
  if (!application) return undefined;
  const files = db
    .prepare(
      `SELECT id, field, original_name AS name, size_bytes AS bytes FROM application_files
        WHERE application_id = ? ORDER BY id`,
    )
    .all(id) as ApplicationDetails['files'];
  return { ...application, files };
}

export const applicationFile = (db: Db, applicationId: number, fileId: number) =>
  db
    .prepare(
      `SELECT field, original_name AS name, stored_path AS storedPath, media_type AS mediaType
         FROM application_files WHERE application_id = ? AND id = ?`,
    )
    .get(applicationId, fileId) as
    { field: string; name: string; storedPath: string; mediaType: string } | undefined;

export const markApplicationHandled = (db: Db, id: number, by: string, at: string): boolean =>
  db
    .prepare('UPDATE job_applications SET handled_at = ?, handled_by = ? WHERE id = ? AND handled_at IS NULL')
    .run(at, by, id).changes === 1;
