// The tables of the visitors' messages: contact messages, guided-tour requests, job applications and
// their files. Every SQL statement on them, the retention purge's deletions included.
import { e164Phone } from '@mtdm/shared/contracts';
import type { Db } from '../database/database';

/** A contact form's message, as stored and mailed. */
export type ContactMessage = {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  visitorKind?: string;
  message: string;
};

/** A guided-tour request, as stored and mailed. */
export type TourRequest = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  date: string;
  time: string;
  groupSize: number;
  specialRequests: string;
};

export interface JobApplication {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly coverLetter: string;
}

/** A file of an application, already on disk. */
export interface ApplicationFile {
  readonly field: string;
  readonly originalName: string;
  readonly storedPath: string;
  readonly mediaType: string;
  readonly size: number;
}

export function insertContactMessage(db: Db, form: string, message: ContactMessage, at: string): number {
  const result = db
    .prepare(
      `INSERT INTO contact_messages (form, first_name, last_name, email, phone, visitor_kind, message, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      form,
      message.firstName,
      message.lastName,
      message.email,
      message.phone ? e164Phone(message.phone) : null,
      message.visitorKind ?? null,
      message.message,
      at,
    );
  return Number(result.lastInsertRowid);
}

/** Stores a request; `publicId` is the unguessable name of its result page. */
export function insertTourRequest(db: Db, tour: TourRequest, publicId: string, at: string): number {
  const result = db
    .prepare(
      `INSERT INTO tour_requests (first_name, last_name, email, phone, visit_date, visit_time, group_size, special_requests, created_at, public_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      tour.firstName,
      tour.lastName,
      tour.email,
      e164Phone(tour.phone),
      tour.date,
      tour.time,
      tour.groupSize,
      tour.specialRequests,
      at,
      publicId,
    );
  return Number(result.lastInsertRowid);
}

/** An application and the rows of its files. */
export function insertJobApplication(
  db: Db,
  application: JobApplication,
  files: readonly ApplicationFile[],
  at: string,
): number {
  const result = db
    .prepare(
      `INSERT INTO job_applications (first_name, last_name, email, phone, cover_letter, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(
      application.firstName,
      application.lastName,
      application.email,
      e164Phone(application.phone),
      application.coverLetter,
      at,
    );
  const applicationId = Number(result.lastInsertRowid);
  const insertFile = db.prepare(
    `INSERT INTO application_files (application_id, field, original_name, stored_path, media_type, size_bytes)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  for (const file of files) {
    insertFile.run(applicationId, file.field, file.originalName, file.storedPath, file.mediaType, file.size);
  }
  return applicationId;
}

/** Where the files of the applications sent before `before` are on disk. */
export const applicationFilePathsBefore = (db: Db, before: string): string[] =>
  (
    db
      .prepare(
        `SELECT f.stored_path AS path FROM application_files f
         JOIN job_applications a ON a.id = f.application_id WHERE a.created_at < ?`,
      )
      .all(before) as { path: string }[]
  ).map((row) => row.path);

/** Deletes the applications sent before `before` and their files' rows; counts both. */
export function deleteApplicationsBefore(db: Db, before: string): { applications: number; files: number } {
  const files = db
    .prepare(
      'DELETE FROM application_files WHERE application_id IN (SELECT id FROM job_applications WHERE created_at < ?)',
    )
    .run(before).changes;
  const applications = db.prepare('DELETE FROM job_applications WHERE created_at < ?').run(before).changes;
  return { applications, files };
}

/**
 * Deletes the contact messages and tour requests whose last exchange is before `before`: their
 * arrival, or later the volunteer's answer (a message marked handled, a tour decided).
 */
export function deleteMessagesBefore(
  db: Db,
  before: string,
): { contactMessages: number; tourRequests: number } {
  return {
    contactMessages: db
      .prepare('DELETE FROM contact_messages WHERE max(created_at, coalesce(handled_at, created_at)) < ?')
      .run(before).changes,
    tourRequests: db
      .prepare(
        `DELETE FROM tour_requests
          WHERE max(created_at, coalesce(decided_at, created_at), coalesce(cancelled_at, created_at)) < ?`,
      )
      .run(before).changes,
  };
}

/** After a restore into another folder: the application files' paths follow their new folder. */
export function relocateApplicationFiles(db: Db, fromFolder: string, toFolder: string): number {
  return db
    .prepare(
      `UPDATE application_files SET stored_path = ? || substr(stored_path, length(?) + 1)
       WHERE substr(stored_path, 1, length(?)) = ?`,
    )
    .run(toFolder, fromFolder, fromFolder, fromFolder).changes;
}
