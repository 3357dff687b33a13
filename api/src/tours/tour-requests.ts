import { randomBytes } from 'node:crypto';
import {
  englishTourMessage,
  parisToday,
  tourMessage,
  tourProblem,
  tourEnd,
  tourProblemField,
  type TourRules,
} from '@mtdm/shared/content';
import { enqueueMail } from '../mail/mail-store';
import { mayAcknowledge } from '../mail/mails-per-address';
import { publishedContent } from '../content/published-content';
import { insertTourRequest, type TourRequest } from '../inbox/submission-store';
import type { Services } from '../services';
import { formatDocumentDate } from '../documents/document-texts';
import { tourAcknowledgement } from './tour-mails';
import { mailSignature } from '../mail/mail-text';
import { tourNotification } from './tour-mails';
import { confirmedStartsOn, tourResultOf, type TourResult } from './tour-request-store';

/**
 * A guided-tour request: stored with the museum's mail and the requester's acknowledgement (while the
 * address has not had its day's share: mails-per-address.ts), then sent.
 * Returns its id and the unguessable name of its result page.
 */
export function recordTourRequest(services: Services, tour: TourRequest): { id: number; publicId: string } {
  const { db, config, mail } = services;
  const publicId = randomBytes(16).toString('base64url');
  const id = db.transaction(() => {
    const tourRequestId = insertTourRequest(db, tour, publicId, services.now().toISOString());
    enqueueMail(db, tourNotification(config.recipients.museum, tour));
    const { details } = publishedContent(config);
    if (mayAcknowledge(services, tour.email))
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
  return { id, publicId };
}

/** When a tour can take place, as the published practical information says (tour-booking.ts). */
const tourRulesOf = (services: Services): TourRules => publishedContent(services.config).content.practical;

/**
 * Why the museum cannot receive this group on that day at that hour (past, today, too far ahead, a
 * closed day, a holiday, a closure, too late to end by closing time, too many people; the group is
 * not checked when not given, as when a volunteer confirms a tour): the field and the message in the
 * page's language, or null.
 */
export function tourSlotProblem(
  services: Services,
  tour: { readonly date: string; readonly time: string; readonly groupSize?: number },
  language: 'fr' | 'en',
): { field: 'date' | 'time' | 'group-size'; message: string } | null {
  const rules = tourRulesOf(services);
  const today = parisToday(services.now());
  const problem = tourProblem(tour, rules, today);
  if (!problem) return null;
  return {
    field: tourProblemField(problem),
    message:
      language === 'en'
        ? englishTourMessage(problem, rules, today, tour.date)
        : tourMessage(problem, rules, today, tour.date),
  };
}

/** The tours the museum confirmed on `date`: when each starts and ends (its published duration). */
export function takenSlots(services: Services, date: string): { from: string; to: string }[] {
  const rules = tourRulesOf(services);
  return confirmedStartsOn(services.db, date).map((from) => ({ from, to: tourEnd(from, rules) }));
}

/** A stored request as its result page shows it, by the unguessable name it was given. */
export const tourResult = (services: Services, publicId: string): TourResult | undefined =>
  tourResultOf(services.db, publicId);
