import { JOB_APPLICATION_FILE_FIELDS } from '@mtdm/shared/contracts';
import { MEDIA_TYPES, type DocumentKind } from '../infrastructure/uploads/file-types';
import { discardUploads, keepUploads, type ReceivedUpload } from '../infrastructure/uploads/upload-files';
import { enqueueMail } from '../mail/mail-store';
import { mayAcknowledge } from '../mail/mails-per-address';
import { insertJobApplication, type JobApplication } from './submission-store';
import type { Services } from '../services';
import type { JournalPiece } from '../sign-in/view-journal';
import { publishedContent } from '../content/published-content';
import { applicationAcknowledgement } from './inbox-mails';
import { applicationNotification } from './inbox-mails';
import { mailSignature } from '../mail/mail-text';

/** What each file of an application is, in the words of the form's refusals and of the journal. */
const APPLICATION_FILE_LABELS: ReadonlyMap<string, JournalPiece> = new Map([
  [JOB_APPLICATION_FILE_FIELDS.resume, 'CV'],
  [JOB_APPLICATION_FILE_FIELDS.coverLetterFile, 'lettre de motivation'],
]);

/**
 * The piece a field of the form sends, or undefined for any other name a visitor gives a part (read
 * in a Map: `constructor` or `__proto__` is no field of the form, as on any object they would be).
 */
export const applicationFileLabel = (field: string | undefined): JournalPiece | undefined =>
  field === undefined ? undefined : APPLICATION_FILE_LABELS.get(field);

/** A received file whose kind the route has checked (by its name and its first bytes). */
export type AcceptedUpload = ReceivedUpload & { readonly kind: DocumentKind };

/**
 * A job application: its files moved to where they are kept, then the application, its files' rows
 * and the museum's mail in one transaction. If the transaction fails, the files go too.
 */
export async function recordJobApplication(
  services: Services,
  application: JobApplication,
  files: readonly AcceptedUpload[],
  folder: string,
): Promise<{ id: number; files: number }> {
  const { db, config, mail } = services;
  const stored = await keepUploads(files);
  let id: number;
  try {
    id = db.transaction(() => {
      const applicationId = insertJobApplication(
        db,
        application,
        stored.map((file) => ({ ...file, mediaType: MEDIA_TYPES[file.kind] })),
        services.now().toISOString(),
      );
      const attachments = stored.map((file) => ({
        filename: `${file.field === JOB_APPLICATION_FILE_FIELDS.resume ? 'CV' : 'lettre'}-${application.lastName}.${file.kind}`,
        path: file.storedPath,
      }));
      enqueueMail(db, applicationNotification(config.recipients.museum, application, attachments));
      if (mayAcknowledge(services, application.email))
        enqueueMail(
          db,
          applicationAcknowledgement(
            application.email,
            stored.length,
            config.recipients.museum,
            mailSignature(publishedContent(config).details),
          ),
        );
      return applicationId;
    })();
  } catch (error) {
    await discardUploads(folder);
    throw error;
  }
  mail.kick();
  return { id, files: stored.length };
}
