import {
  englishVisitSlotMessage,
  visitSlotField,
  visitSlotMessage,
  visitSlotProblem,
} from '@mtdm/shared/content';
import { enqueueMail } from '../mail/mail-store';
import { publishedContent } from '../content/published-content';
import { insertTourRequest, type TourRequest } from '../inbox/submission-store';
import type { Services } from '../services';
import { formatDocumentDate } from '../documents/document-texts';
import { tourAcknowledgement } from './tour-mails';
import { mailSignature } from '../mail/mail-text';
import { tourNotification } from './tour-mails';

/** A guided-tour request: stored with the museum's mail and the requester's acknowledgement, then sent. */
export function recordTourRequest(services: Services, tour: TourRequest): number {
  const { db, config, mail } = services;
  const id = db.transaction(() => {
    const tourRequestId = insertTourRequest(db, tour);
    enqueueMail(db, tourNotification(config.recipients.museum, tour));
    const { details } = publishedContent(config);
    enqueueMail(
      db,
      tourAcknowledgement(
        tour,
        formatDocumentDate(`${tour.date}T12:00:00Z`),
        config.recipients.museum,
        mailSignature(details),
      ),
    );
    return tourRequestId;
  })();
  mail.kick();
  return id;
}

/**
 * Why the museum cannot receive a group at `date` and `time` (a closed day, the annual closure,
 * outside its hours, as the published practical information says): the field and the message in the
 * page's language, or null.
 */
export function tourSlotProblem(
  services: Services,
  date: string,
  time: string,
  language: 'fr' | 'en',
): { field: 'date' | 'time'; message: string } | null {
  const hours = publishedContent(services.config).content.practical;
  const problem = visitSlotProblem(date, time, hours);
  if (!problem) return null;
  return {
    field: visitSlotField(problem),
    message: language === 'en' ? englishVisitSlotMessage(problem, hours) : visitSlotMessage(problem, hours),
  };
}
