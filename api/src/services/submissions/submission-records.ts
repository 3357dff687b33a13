// The tables of the visitors' messages: contact messages, guided-tour requests, job applications and
// their files. Their writes in one place (the purge deletes them, services/retention).
import type { ContactMessage, TourRequest } from '../mail/templates';
import type { Db } from '../storage/database';
import { nowIso } from '../storage/database';
import { MEDIA_TYPES } from '../uploads/file-types';
import type { StoredUpload } from '../uploads/upload-store';

export function insertContactMessage(db: Db, form: string, message: ContactMessage): number {
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
      message.phone ?? null,
      message.visitorKind ?? null,
      message.message,
      nowIso(),
    );
  return Number(result.lastInsertRowid);
}

export function insertTourRequest(db: Db, tour: TourRequest): number {
  const result = db
    .prepare(
      `INSERT INTO tour_requests (first_name, last_name, email, phone, visit_date, visit_time, group_size, special_requests, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      tour.firstName,
      tour.lastName,
      tour.email,
      tour.phone,
      tour.date,
      tour.time,
      tour.groupSize,
      tour.specialRequests,
      nowIso(),
    );
  return Number(result.lastInsertRowid);
}

export interface JobApplication {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly coverLetter: string;
}

/** An application and the rows of its files (already on disk); call inside its transaction. */
export function insertJobApplication(
  db: Db,
  application: JobApplication,
  files: readonly StoredUpload[],
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
      application.phone,
      application.coverLetter,
      nowIso(),
    );
  const applicationId = Number(result.lastInsertRowid);
  const insertFile = db.prepare(
    `INSERT INTO application_files (application_id, field, original_name, stored_path, media_type, size_bytes)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  for (const file of files) {
    insertFile.run(
      applicationId,
      file.field,
      file.originalName,
      file.storedPath,
      MEDIA_TYPES[file.kind],
      file.size,
    );
  }
  return applicationId;
}
