import { enqueueMail } from '../../stores/mail-store';
import { insertTourRequest, type TourRequest } from '../../stores/submission-store';
import type { Services } from '../context';
import { tourNotification } from '../mail/templates';

/** A guided-tour request: stored with the museum's mail in one transaction, then sent. */
export function recordTourRequest(services: Services, tour: TourRequest): number {
  const { db, config, mail } = services;
  const id = db.transaction(() => {
    const tourRequestId = insertTourRequest(db, tour);
    enqueueMail(db, tourNotification(config.recipients.museum, tour));
    return tourRequestId;
  })();
  mail.kick();
  return id;
}
