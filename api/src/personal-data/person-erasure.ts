// A person's request about their data, found by their e-mail address: what the site holds, and its
// erasure, with what the law makes the association keep said in words.
import path from 'node:path';
import { retentionPeriods } from '@mtdm/shared/site';
import { leaveNoDeletedCopy, type Db } from '../database/database';
import { laterAddressOf } from '../memberships/member-address-store';
import { stopReminders } from '../member-area/reminder-store';
import { hasPaidMembership, membersOfAddress } from '../memberships/member-store';
import { removeOutboxCopies } from '../infrastructure/mail-transports';
import { removeApplicationFolders } from '../infrastructure/uploads/upload-files';
import { erasedAfter, erasureDigest, registerErasure } from './erasure-register';
import {
  addressesOfPerson,
  erasableAddresses,
  erasePerson,
  personRecords,
  recordIdsOfPerson,
  type FiledUnder,
  type PersonRecords,
} from './person-store';
import { applicationReference, messageReference } from '../inbox/inbox';
import { paymentReference } from '../payments/payment-store';
import { tourReference } from '../tours/tour-decisions';
import type { ServerConfig } from '../config';
import type { Services } from '../services';
import { journalLinesNaming, personReference, recordView } from '../sign-in/view-journal';
import type { Volunteer } from '../volunteers/volunteer-directory';
import { mailboxOf, normalEmail } from '@mtdm/shared/validation';

/** What is kept after an erasure, and why. */
function keptOf(records: PersonRecords): string[] {
  const kept: string[] = [];
  if (records.paidPayments > 0)
    kept.push(
      `${records.paidPayments} paiement(s) réglé(s) (commandes, adhésions, dons) et leur détail : pièces comptables conservées ${retentionPeriods.paymentRecords.text}, sans ce qu’aucune ne demande (naissance, situation, réponses propres au formulaire d’adhésion, téléphone), qui en est effacé.`,
    );
  if (records.taxReceipts > 0)
    kept.push(
      `${records.taxReceipts} reçu(s) fiscal(aux) : conservé(s) avec leur numéro, que la loi interdit de réattribuer.`,
    );
  if (records.withdrawals > 0)
    kept.push(
      `${records.withdrawals} rétractation(s) : liée(s) à une commande payée, conservée(s) comme elle.`,
    );
  return kept;
}

/**
 * The rows of an erasure, inside its caller's transaction, under the address and its account's
 * earlier ones. What the law keeps (paid orders, memberships, donations) is kept for the accounts
 * alone: emptied of what no accounting piece reads, and no renewal reminder goes to that address.
 */
function eraseRows(db: Db, address: string, at: string, filed = addressesOfPerson(db, address)) {
  if (hasPaidMembership(db, address)) stopReminders(db, address, at);
  return erasePerson(db, filed);
}

/**
 * The other addresses the site holds data under that reach the same mailbox as one of the person's
 * (`ann+musee@…` for `ann@…`, a Gmail address with its dots elsewhere): neither counted nor erased with
 * it, since an address is what the person names, but shown so that the volunteer may search them too.
 */
function otherWaysOfWriting(db: Db, filed: readonly { readonly email: string }[]): string[] {
  const own = new Set(filed.map(({ email }) => email));
  const mailboxes = new Set(filed.map(({ email }) => mailboxOf(email)));
  return erasableAddresses(db)
    .filter((address) => !own.has(address) && mailboxes.has(mailboxOf(address)))
    .sort();
}

/**
 * The journal's lines on what the site holds of a person: each of their records by its reference (under
 * an earlier address, those filed there until the change), and the address asked by its digest (the
 * searches of it, this one included). An earlier address's digest is left out: it may have been searched
 * for its next owner. The lines on pages of lists and on exported files name a list, not a person: the
 * whole journal holds those.
 */
function viewsOfPerson(services: Services, filed: readonly [FiledUnder, ...FiledUnder[]]) {
  const ids = recordIdsOfPerson(services.db, filed);
  return journalLinesNaming(services, [
    ...ids.payments.map(({ kind, id }) => paymentReference(kind, id)),
    ...ids.messages.map(messageReference),
    ...ids.applications.map(applicationReference),
    ...ids.tourRequests.map(tourReference),
    personReference(services, filed[0].email),
  ]);
}

/** What the site holds under an address, and under its member's earlier addresses until each changed. */
export function personData(services: Services, volunteer: Volunteer, email: string) {
  const address = normalEmail(email);
  recordView(services, volunteer, 'données d’une personne recherchées', personReference(services, address));
  const filed = addressesOfPerson(services.db, address);
  const [, ...earlier] = filed;
  const records = personRecords(services.db, filed);
  const earlierAddresses = earlier.map(({ email: earlierEmail, until }) => ({ email: earlierEmail, until }));
  // An earlier address asked: the member's address now, which its erasure would not reach.
  const laterAddress = laterAddressOf(services.db, address);
  // An address a couple shares: its erasure reaches each of them, which the volunteer is told.
  const members = membersOfAddress(services.db, address);
  // Each other way of writing the mailbox is shown, so named in the journal under its own reference.
  const sameMailbox = otherWaysOfWriting(services.db, filed);
  for (const other of sameMailbox)
    recordView(services, volunteer, 'adresse de la même boîte nommée', personReference(services, other));
  return {
    email: address,
    earlierAddresses,
    laterAddress,
    members,
    sameMailbox,
    records,
    kept: keptOf(records),
    views: viewsOfPerson(services, filed),
  };
}

/**
 * Erases what may be erased, in one transaction, then the files: the applications' files and the
 * outbox copies of their mail (attachments included); last, the database's files keep no trace of
 * the deleted rows. The register of erasures has its line as soon as the rows are gone. Says what
 * was kept.
 */
export async function erasePersonData(services: Services, volunteer: Volunteer, email: string) {
  const address = normalEmail(email);
  const { db } = services;
  const now = services.now();
  const { records, files, mailIds } = db.transaction(() => {
    const filed = addressesOfPerson(db, address);
    return { records: personRecords(db, filed), ...eraseRows(db, address, now.toISOString(), filed) };
  })();
  // Written at once: a backup restored later makes this erasure again, whatever happens next.
  registerErasure(path.dirname(services.config.databasePath), services.documentLinkSecret, address, now);
  removeApplicationFolders(services.config.uploadsDir, files);
  // A mail of theirs being sent right now writes its copy once it has left: wait for it, then remove.
  await services.mail.idle();
  const mailCopies = await removeOutboxCopies(services.config.outboxDir, mailIds, address);
  recordView(services, volunteer, 'données d’une personne effacées', personReference(services, address));
  leaveNoDeletedCopy(db, { rebuild: true });
  return {
    email: address,
    erased: {
      messages: records.messages,
      tourRequests: records.tourRequests,
      applications: records.applications,
      files: files.length,
      unpaidPayments: records.unpaidPayments,
      mails: records.mails,
      mailCopies,
    },
    kept: keptOf(records),
  };
}

/**
 * After a backup is restored: the erasures made since it was taken (the register's lines after
 * `since`) made again on what it brought back, rows and application files. The outbox is not in a
 * backup: its copies went at the erasure. `at` dates the refusals of reminders made again. Returns how
 * many addresses were erased again.
 */
export function eraseAgainSince(
  db: Db,
  config: ServerConfig,
  secret: string,
  { since, at }: { readonly since: string; readonly at: string },
): number {
  const erased = erasedAfter(path.dirname(config.databasePath), since);
  if (erased.size === 0) return 0;
  const addresses = erasableAddresses(db).filter((address) => erased.has(erasureDigest(secret, address)));
  for (const address of addresses) {
    const { files } = db.transaction(() => eraseRows(db, address, at))();
    removeApplicationFolders(config.uploadsDir, files);
  }
  if (addresses.length > 0) leaveNoDeletedCopy(db, { rebuild: true });
  return addresses.length;
}
