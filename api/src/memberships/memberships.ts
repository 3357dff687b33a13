// Memberships for the membership and treasury volunteers: members by year, a member's details (each
// view recorded), the member number (its attestation mailed with it), documents sent again, and the
// treasurer's export of the tax receipts.
import {
  labelOf,
  MEMBERSHIP_FIELDS,
  MEMBERSHIP_TYPES,
  type MembershipFieldName,
  type PaymentDocumentRef,
  shownValue,
} from '@mtdm/shared/contracts';
import { isLifetimeMembership, isoDay, periodOf } from '@mtdm/shared/commerce';
import { documentsWaitFor, documentVersionsOf, standingDocumentsOf } from '../documents/document-store';
import { enqueueMail } from '../mail/mail-store';
import {
  contactCorrectedAt,
  memberNameCorrectionsOf,
  memberNumberCorrectionsOf,
  namesakeNumber,
  addressmateNumber,
  numberSharerOf,
  memberNumberFor,
  membersOfAddress,
  membershipsOfYear,
  paidMembershipEmail,
  paidMemberships,
  paidMembershipsOf,
  setMemberNumber,
  type MembershipSummary,
  readMembership,
} from './member-store';
import { findPayment, paymentReference } from '../payments/payment-store';
import type { Services } from '../services';
import { publishedContent } from '../content/published-content';
import { receiptsOfYear, issueCorrection } from '../documents/issued-documents';
import type { ExportColumn } from '../infrastructure/export-file';
import type { ListShape } from '../infrastructure/list-view';
import { issuerOf } from '../documents/issuer';
import { receiptsCsv } from '../documents/receipts-csv';
import { mailSignature } from '../mail/mail-text';
import {
  documentCorrectedMail,
  documentResentMail,
  documentsAtCorrectedAddressMail,
  memberNumberMail,
} from './membership-mails';
import { recordView } from '../sign-in/view-journal';
import { pendingCorrectionOf } from '../email-changes/email-change-store';
import { memberEmailCorrectionsOf } from './member-email-correction-store';
import type { Volunteer } from '../volunteers/volunteer-directory';
import { normalEmail, personNameKey } from '@mtdm/shared/validation';
import { BatchRefused, type BatchFailure } from '../infrastructure/batch';
import { DOCUMENT_ROLES } from '@mtdm/shared/contracts/signed-in';

/** What a lifetime membership runs until. */
const LIFETIME = 'à vie';

const validUntil = (membership: Parameters<typeof periodOf>[0] & { readonly amountCents: number }) =>
  isLifetimeMembership(membership.amountCents) ? LIFETIME : isoDay(periodOf(membership).to);

/** A paid membership as the lists show it: its reference and the day it runs until. */
const listed = (membership: MembershipSummary) => ({
  ...membership,
  reference: paymentReference('membership', membership.paymentId),
  validUntil: validUntil(membership),
});
type ListedMember = ReturnType<typeof listed>;

export const membersOfYear = (services: Services, year: number) =>
  membershipsOfYear(services.db, year).map(listed);

/**
 * The members up to date on `today` (a Paris day): for each member (an address and a name: a couple
 * sharing an address are two), their latest paid membership, kept when it runs to today or later, or
 * for life.
 */
export function membersUpToDate(services: Services, today: string): ListedMember[] {
  const latest = new Map<string, ListedMember>();
  for (const member of paidMemberships(services.db).map(listed))
    latest.set(`${normalEmail(member.email)} ${personNameKey(member.firstName, member.lastName)}`, member);
  return [...latest.values()].filter(
    (member) => member.validUntil === LIFETIME || member.validUntil >= today,
  );
}

/** A list shows the member's name, number and dates; not their address, which a search still reads. */
export const memberSummaryOf = ({
  email: _email,
  periodStart: _start,
  periodEnd: _end,
  ...summary
}: ListedMember) => summary;

/** The members' list: found by reference, name, e-mail or number; dated by their payment. */
export const MEMBER_LIST: ListShape<'memberships', ListedMember> = {
  list: 'memberships',
  words: (member) => [member.reference, member.firstName, member.lastName, member.email, member.memberNumber],
  dateOf: (member) => member.paidAt,
  sortBy: {
    date: (member) => member.paidAt,
    nom: (member) => `${member.lastName} ${member.firstName}`,
    numero: (member) => member.memberNumber,
    montant: (member) => member.amountCents,
  },
};

/** The membership's own fields the export carries (forms/membership-fields.ts: `exportHeader`). */
const EXPORTED_FIELDS = MEMBERSHIP_FIELDS.filter(
  (field): field is Extract<(typeof MEMBERSHIP_FIELDS)[number], { exportHeader: string }> =>
    'exportHeader' in field,
);

/**
 * What of a membership the memberships' role alone needs: the member's birth, their civil or military
 * situation and their answers to the form's own questions. Whoever reads a membership for another
 * reason (the treasurer, for its receipt) is shown none of it, on the screen or in a file.
 */
const seesMemberProfile = (volunteer: Pick<Volunteer, 'roles'>) => volunteer.roles.includes('adhesions');

/** The member's profile in a membership's record: their birth, situation and the form's own questions. */
type ProfileField = 'birthDate' | 'birthPlace' | 'status' | MembershipFieldName;
const PROFILE_FIELDS: readonly ProfileField[] = [
  'birthDate',
  'birthPlace',
  'status',
  ...MEMBERSHIP_FIELDS.map(({ name }) => name),
];

/** A membership's record as `volunteer` may see it (seesMemberProfile): its profile null otherwise. */
function withProfileFor<R extends Record<ProfileField, string>>(
  volunteer: Pick<Volunteer, 'roles'>,
  record: R,
): Omit<R, ProfileField> & Record<ProfileField, string | null> {
  if (seesMemberProfile(volunteer)) return record;
  return { ...record, ...Object.fromEntries(PROFILE_FIELDS.map((name) => [name, null])) };
}

/**
 * The members as a spreadsheet opens them (export-file.ts), with the fields the export carries for
 * the memberships' role.
 */
export function memberColumns(
  services: Services,
  volunteer: Pick<Volunteer, 'roles'>,
): readonly ExportColumn<ListedMember>[] {
  // Each member's record is read once for all of its exported fields.
  let read: { paymentId: string; record: ReturnType<typeof readMembership> } | undefined;
  const recordOf = (paymentId: string) => {
    if (read?.paymentId !== paymentId) read = { paymentId, record: readMembership(services.db, paymentId) };
    return read.record;
  };
  return [
    { header: 'numero_adherent', cell: (member) => member.memberNumber ?? '' },
    { header: 'nom', cell: (member) => member.lastName },
    { header: 'prenom', cell: (member) => member.firstName },
    { header: 'type', cell: (member) => labelOf(MEMBERSHIP_TYPES, member.membershipType) },
    { header: 'montant_euros', cell: (member) => ({ cents: member.amountCents }) },
    { header: 'payee_le', cell: (member) => ({ date: member.paidAt }) },
    {
      header: 'valable_jusqu_au',
      cell: (member) => (member.validUntil === LIFETIME ? LIFETIME : { date: member.validUntil }),
    },
    { header: 'reference_paiement', cell: (member) => member.reference },
    ...(seesMemberProfile(volunteer) ? EXPORTED_FIELDS : []).map((field) => ({
      header: field.exportHeader,
      cell: (member: ListedMember) => shownValue(field, recordOf(member.paymentId)[field.name]),
    })),
  ];
}

export function membershipDetails(services: Services, volunteer: Volunteer, paymentId: string) {
  const paid = paidMembershipEmail(services.db, paymentId);
  if (!paid) return undefined;
  const reference = paymentReference('membership', paymentId);
  recordView(services, volunteer, 'adhésion consultée', reference);
  return {
    ...withProfileFor(volunteer, readMembership(services.db, paymentId)),
    paymentId,
    reference,
    nameCorrections: memberNameCorrectionsOf(services.db, paymentId),
    numberCorrections: memberNumberCorrectionsOf(services.db, paymentId),
    emailCorrections: memberEmailCorrectionsOf(services.db, paymentId),
    // A correction of the address moves each of its members (a couple together): said before it is sent.
    membersAtAddress: membersOfAddress(services.db, paid.email),
    emailCorrectionPending: pendingCorrectionOf(services.db, paymentId, services.now().toISOString()),
    // Another person bearing the same number (a spouse): the memberships' role alone is told whom.
    numberSharedWith: seesMemberProfile(volunteer) ? (numberSharerOf(services.db, paymentId) ?? null) : null,
    contactCorrectedAt: contactCorrectedAt(services.db, paymentId),
  };
}

export type NumberingResult =
  | {
      outcome: 'done';
      number: number;
      /** The number a member of the same name holds from another address, if any. */
      namesake: number | undefined;
      /** The number and name of another member of the same address, if any. */
      addressmate: ReturnType<typeof addressmateNumber>;
    }
  | { outcome: 'unknown' | 'already' };

/** Numbers a paid membership (the member's existing number, or the next one) and mails its attestation. */
export function assignMemberNumber(
  services: Services,
  volunteer: Volunteer,
  paymentId: string,
): NumberingResult {
  const { db, config } = services;
  const result = db.transaction((): NumberingResult => {
    const membership = paidMembershipEmail(db, paymentId);
    if (!membership) return { outcome: 'unknown' };
    if (membership.memberNumber !== null) return { outcome: 'already' };
    const number = memberNumberFor(db, paymentId, volunteer.email, services.now().toISOString());
    setMemberNumber(db, paymentId, number);
    const member = readMembership(db, paymentId);
    const details = publishedContent(config).details;
    // Its documents still waiting for the association's details: the attestation will bear the number.
    const attestation = documentsWaitFor(db, paymentId)
      ? null
      : numberedAttestation(services, volunteer, paymentId, `numéro d’adhérent ${number} attribué`);
    enqueueMail(db, memberNumberMail(member, number, attestation, mailSignature(details)));
    return {
      outcome: 'done',
      number,
      namesake: namesakeNumber(db, paymentId),
      addressmate: addressmateNumber(db, paymentId),
    };
  })();
  if (result.outcome === 'done') services.mail.kick();
  return result;
}

/**
 * The attestation bears the membership's number as it stands now: a new version, which names the one
 * it replaces (issued without a number, or with another), is issued for `reason`.
 */
export function numberedAttestation(
  { db, config, settlement, now }: Services,
  volunteer: Volunteer,
  paymentId: string,
  reason: string,
): PaymentDocumentRef {
  const corrected = issueCorrection(
    db,
    { kind: 'membership-attestation', paymentId },
    issuerOf(publishedContent(config).details),
    { reason, by: volunteer.email },
    settlement.documentPayers,
    now().toISOString(),
  );
  return corrected.ok
    ? { kind: corrected.document.kind, paymentId, version: corrected.document.version }
    : { kind: 'membership-attestation', paymentId };
}

export type CorrectionResult =
  | { readonly outcome: 'done'; readonly receiptNumber: string | null; readonly version: number }
  | { readonly outcome: 'unknown' | 'forbidden' | 'voided' };

/**
 * A correction the law allows (a postal address or a name corrected since): a new document, drawn
 * from the payment as it is now, that says which one it replaces and why, mailed to the payer. Only the
 * role that owns the document may issue it; the earlier one stays as it was.
 */
export function correctDocument(
  services: Services,
  volunteer: Volunteer,
  ref: PaymentDocumentRef,
  reason: string,
): CorrectionResult {
  const { db, config, settlement } = services;
  if (!volunteer.roles.includes(DOCUMENT_ROLES[ref.kind])) return { outcome: 'forbidden' };
  const payment = findPayment(db, ref.paymentId);
  const payer = payment && settlement.documentPayers[payment.kind];
  if (!payment || !payer) return { outcome: 'unknown' };
  const details = publishedContent(config).details;
  const result = db.transaction((): CorrectionResult => {
    const corrected = issueCorrection(
      db,
      ref,
      issuerOf(details),
      { reason, by: volunteer.email },
      settlement.documentPayers,
      services.now().toISOString(),
    );
    if (!corrected.ok) return { outcome: corrected.reason };
    const email = payer.email(db, ref.paymentId);
    const current = { kind: ref.kind, paymentId: ref.paymentId, version: corrected.document.version };
    enqueueMail(db, documentCorrectedMail(email, current, reason, mailSignature(details)));
    return { outcome: 'done', receiptNumber: corrected.document.receiptNumber, version: current.version };
  })();
  recordView(services, volunteer, 'document corrigé', paymentReference(payment.kind, ref.paymentId));
  if (result.outcome === 'done') services.mail.kick();
  return result;
}

/**
 * Sends documents again, each in its current version (the latest correction), to its payer: all of
 * them in one transaction, or none, with each line that cannot be sent said (a role that does not
 * send this kind, a document unknown or voided). One document is a batch of one.
 */
export function resendDocuments(
  services: Services,
  volunteer: Volunteer,
  refs: readonly PaymentDocumentRef[],
): { readonly sent: number } | { readonly failures: readonly BatchFailure[]; readonly forbidden: boolean } {
  const { db, config } = services;
  const signature = mailSignature(publishedContent(config).details);
  const failures: BatchFailure[] = [];
  let forbidden = false;
  const sent: string[] = [];
  try {
    db.transaction(() => {
      for (const ref of refs) {
        const payment = findPayment(db, ref.paymentId);
        const reference = payment ? paymentReference(payment.kind, ref.paymentId) : ref.paymentId;
        if (!volunteer.roles.includes(DOCUMENT_ROLES[ref.kind])) {
          forbidden = true;
          failures.push({ reference, message: 'Votre rôle ne renvoie pas ce document.' });
          continue;
        }
        const document = documentVersionsOf(db, ref).pop();
        const payer = payment && services.settlement.documentPayers[payment.kind];
        if (!document || document.voidedAt || !payer) {
          failures.push({ reference, message: 'Document introuvable ou annulé.' });
          continue;
        }
        const email = payer.email(db, ref.paymentId);
        enqueueMail(db, documentResentMail(email, { ...ref, version: document.version }, signature));
        sent.push(reference);
      }
      if (failures.length > 0) throw new BatchRefused();
    })();
  } catch (error) {
    if (error instanceof BatchRefused) return { failures, forbidden };
    throw error;
  }
  for (const reference of sent) recordView(services, volunteer, 'document renvoyé', reference);
  services.mail.kick();
  return { sent: sent.length };
}

/**
 * Mails to `to`, an address just corrected, the documents that stand (their last versions, none of a
 * refunded payment) of the latest membership of each member it holds: those the address typed wrong
 * received instead. Nothing for a membership whose documents are not issued yet (they will go there).
 */
export function mailDocumentsToCorrectedAddress(services: Services, to: string): void {
  const { db, config } = services;
  const signature = mailSignature(publishedContent(config).details);
  const members = new Set<string>();
  for (const membership of paidMembershipsOf(db, to)) {
    const member = personNameKey(membership.firstName, membership.lastName);
    if (members.has(member)) continue;
    members.add(member);
    const documents = standingDocumentsOf(db, membership.paymentId).map(({ kind, version }) => ({
      kind,
      paymentId: membership.paymentId,
      version,
    }));
    if (documents.length > 0)
      enqueueMail(db, documentsAtCorrectedAddressMail(to, membership, documents, signature));
  }
}

export function receiptsCsvOfYear(services: Services, year: number) {
  const receipts = receiptsOfYear(services.db, year);
  return { csv: receiptsCsv(receipts), rows: receipts.length };
}
