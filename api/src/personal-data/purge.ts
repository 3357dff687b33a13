import fs from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '../config';
import { leaveNoDeletedCopy, type Db } from '../database/database';
import { deleteBrowserErrorsBefore } from '../browser-errors/browser-error-store';
import { BROWSER_ERROR_DAYS } from '../browser-errors/browser-errors';
import { deleteDocumentsBefore } from '../documents/document-store';
import { deleteOldMail } from '../mail/mail-store';
import { MAIL_COUNT_DAYS } from '../mail/mails-per-address';
import { forgetMailCountsBefore } from '../mail/mails-per-address-store';
import { deletePaymentDetailsBefore } from '../payments/payment-details-store';
import {
  deletePaymentsBefore,
  forgetPaymentStartsBefore,
  PAYMENT_STARTS_DAYS,
} from '../payments/payment-store';
import { deletePersonalDataViewsBefore } from '../sign-in/sign-in-store';
import { deleteDeploymentsBefore } from '../deployments/deployment-store';
import { forgetStaleSignIns } from '../sign-in/email-links';
import { forgetOldEmailChanges } from '../email-changes/email-change-link';
import { forgetEarlierAddresses } from '../memberships/member-address-store';
import {
  deleteSandboxPaymentsBefore,
  deleteUnpaidSandboxPaymentsBefore,
} from '../infrastructure/payment-providers/sandbox-store';
import {
  applicationFilePathsBefore,
  deleteApplicationsBefore,
  deleteMessagesBefore,
} from '../inbox/submission-store';
import { deleteWithdrawalsBefore } from '../orders/withdrawal-store';
import { deleteMembersWithoutMembership } from '../memberships/member-store';
import { deleteOptOutsWithoutMembership } from '../member-area/reminder-store';
import { deleteUnconfirmedBefore, deleteUnsubscribedBefore } from '../newsletter/newsletter-store';
import { BOOKING_CONFIRM_HOURS, NEWSLETTER_CONFIRM_DAYS } from '@mtdm/shared/contracts';
import { deleteBookingRequestsBefore, deleteBookingsBefore } from '../conferences/booking-store';
import { pruneRegister } from './erasure-register';
import { recordPurgeSuccess } from './purge-runs-store';
import { removeApplicationFolders } from '../infrastructure/uploads/upload-files';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Rows (and files) deleted by one purge: counts only, never who. */
export interface PurgeCounts {
  readonly jobApplications: number;
  readonly applicationFiles: number;
  readonly contactMessages: number;
  readonly tourRequests: number;
  readonly payments: number;
  readonly unpaidPayments: number;
  readonly withdrawals: number;
  /** Members whose every membership has gone at the end of its period: their number and address. */
  readonly formerMembers: number;
  readonly sentMail: number;
  readonly outboxFiles: number;
  readonly mailCounts: number;
  /** Which connection started a payment (a keyed digest), kept a day for the count of unpaid starts. */
  readonly paymentStarts: number;
  readonly personalDataViews: number;
  /** Sign-in links used or expired, sessions over, changes of address whose link is long dead. */
  readonly signIns: number;
  /** Lines of the journal of releases (each names the machine or pipeline that built it). */
  readonly deployments: number;
  /** What visitors' browsers reported, kept BROWSER_ERROR_DAYS. */
  readonly browserErrors: number;
  readonly conferenceBookings: number;
  /** Bookings asked and never confirmed within their link's life. */
  readonly bookingRequests: number;
  /** Newsletter sign-ups never confirmed within their link's life. */
  readonly unconfirmedSubscriptions: number;
  /** Addresses that left the newsletter, once the proof of their consent has been kept its period. */
  readonly unsubscribedAddresses: number;
  /** Lines of the register of erasures older than any backup may be (the longest period). */
  readonly registeredErasures: number;
}

const cutoff = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

function removeOldOutboxFiles(dir: string, before: string): number {
  if (!fs.existsSync(dir)) return 0;
  let removed = 0;
  for (const name of fs.readdirSync(dir)) {
    if (!name.endsWith('.eml')) continue;
    const file = path.join(dir, name);
    if (fs.statSync(file).mtime.toISOString() < before) {
      fs.rmSync(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/**
 * Deletes what is older than its retention period (config.retentionDays, defaults from
 * @mtdm/shared/site): rows in one transaction, then the files they pointed at, then the old copies
 * of sent mail; last, the database's write-ahead journal is emptied of the deleted rows. Safe to run
 * at any time; runs at start and daily (see app.ts).
 */
export function purgeExpired(db: Db, config: ServerConfig, now: Date): PurgeCounts {
  const days = config.retentionDays;
  const applicationsBefore = cutoff(now, days.jobApplications);
  const contactsBefore = cutoff(now, days.contactAndTourRequests);
  const paymentsBefore = cutoff(now, days.paymentRecords);
  const unpaidBefore = cutoff(now, days.unpaidPayments);
  const mailBefore = cutoff(now, days.sentMail);

  const expiredFiles = applicationFilePathsBefore(db, applicationsBefore);

  const counts = db.transaction(() => {
    const applications = deleteApplicationsBefore(db, applicationsBefore);
    const messages = deleteMessagesBefore(db, contactsBefore);
    deleteDocumentsBefore(db, paymentsBefore);
    deletePaymentDetailsBefore(db, paymentsBefore);
    deleteSandboxPaymentsBefore(db, paymentsBefore);
    const payments = deletePaymentsBefore(db, paymentsBefore);
    // A payment never paid: its payer's details only as long as they may ask about it.
    deleteDocumentsBefore(db, unpaidBefore, 'unpaidSettledBefore');
    deletePaymentDetailsBefore(db, unpaidBefore, 'unpaidSettledBefore');
    deleteUnpaidSandboxPaymentsBefore(db, unpaidBefore);
    const unpaidPayments = deletePaymentsBefore(db, unpaidBefore, 'unpaidSettledBefore');
    const withdrawals = deleteWithdrawalsBefore(db, paymentsBefore);
    // A member's number and address, their refusal of reminders and their earlier addresses last as
    // long as a membership of theirs.
    const formerMembers = deleteMembersWithoutMembership(db);
    deleteOptOutsWithoutMembership(db);
    forgetEarlierAddresses(db);
    // A mail never sent in a whole retention period of its kind is no use to anyone any more.
    const sentMail = deleteOldMail(
      db,
      mailBefore,
      applicationsBefore < contactsBefore ? applicationsBefore : contactsBefore,
    );
    const personalDataViews = deletePersonalDataViewsBefore(db, cutoff(now, days.personalDataViews));
    const deployments = deleteDeploymentsBefore(db, cutoff(now, days.deploymentJournal));
    // What opened, or would have opened, a signed-in space: gone even if nobody signs in again.
    const signIns = forgetStaleSignIns(db, now) + forgetOldEmailChanges(db, now);
    const browserErrors = deleteBrowserErrorsBefore(db, cutoff(now, BROWSER_ERROR_DAYS));
    const unconfirmedSubscriptions = deleteUnconfirmedBefore(db, cutoff(now, NEWSLETTER_CONFIRM_DAYS));
    const unsubscribedAddresses = deleteUnsubscribedBefore(db, cutoff(now, days.newsletterUnsubscribed));
    // A conference's bookings a while after it is held (those made before their day was kept with
    // them, as long as a contact message: the conference is long over by then).
    const conferenceBookings = deleteBookingsBefore(db, cutoff(now, days.conferenceBookings), contactsBefore);
    // A booking asked and never confirmed once its link has expired: it names someone who never said yes.
    const bookingRequests = deleteBookingRequestsBefore(db, cutoff(now, BOOKING_CONFIRM_HOURS / 24));
    // The counts of mails per address (keyed digests) once no limit's period reaches them.
    const mailCounts = forgetMailCountsBefore(db, cutoff(now, MAIL_COUNT_DAYS));
    // Which connection started a payment, once no count reaches it.
    const paymentStarts = forgetPaymentStartsBefore(db, cutoff(now, PAYMENT_STARTS_DAYS));
    return {
      mailCounts,
      paymentStarts,
      conferenceBookings,
      bookingRequests,
      unconfirmedSubscriptions,
      unsubscribedAddresses,
      personalDataViews,
      deployments,
      signIns,
      jobApplications: applications.applications,
      applicationFiles: applications.files,
      contactMessages: messages.contactMessages,
      tourRequests: messages.tourRequests,
      payments,
      unpaidPayments,
      withdrawals,
      formerMembers,
      sentMail,
      browserErrors,
    };
  })();

  // The files of the deleted applications: their whole folder (one per application).
  removeApplicationFolders(config.uploadsDir, expiredFiles);
  const outboxFiles = removeOldOutboxFiles(config.outboxDir, mailBefore);
  leaveNoDeletedCopy(db);
  const registeredErasures = pruneRegister(path.dirname(config.databasePath), paymentsBefore);
  recordPurgeSuccess(db, now.toISOString());
  return { ...counts, outboxFiles, registeredErasures };
}
