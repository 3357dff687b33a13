// Memberships for the membership and treasury volunteers: members by year, a member's details (each
// view recorded), the member number (its attestation mailed with it), documents sent again, and the
// treasurer's export of the tax receipts.
import { labelOf, MEMBERSHIP_FIELDS, MEMBERSHIP_TYPES, shownValue } from '@mtdm/shared/contracts';
import { isLifetimeMembership } from '@mtdm/shared/commerce';
import { documentVersionsOf, type PaymentDocumentRef } from '../documents/document-store';
import { enqueueMail } from '../mail/mail-store';
import { memberNumberFor, membershipsOfYear, paidMembershipEmail, setMemberNumber } from './member-store';
import { readDonation, readMembership } from '../payments/payment-details-store';
import { findPayment, paymentReference } from '../payments/payment-store';
import type { Services } from '../services';
import { publishedContent } from '../content/published-content';
import { receiptsOfYear } from '../documents/issued-documents';
import { isoDay, periodOf } from './membership-period';
import { csvDate, csvEuros, csvFile } from '../infrastructure/csv-file';
import { issueCorrection } from '../documents/issued-documents';
import { issuerOf } from '../documents/issuer';
import { receiptsCsv } from '../documents/receipts-csv';
import { mailSignature } from '../mail/mail-text';
import { documentCorrectedMail, documentResentMail, memberNumberMail } from './membership-mails';
import { recordView } from '../personal-data/personal-data-views';
import { documentsWaitFor } from '../documents/waiting-documents';
import type { Volunteer } from '../volunteers/volunteer-directory';
import { DOCUMENT_ROLES } from '@mtdm/shared/contracts/signed-in';

const validUntil = (membership: Parameters<typeof periodOf>[0] & { readonly amountCents: number }) =>
  isLifetimeMembership(membership.amountCents) ? 'à vie' : isoDay(periodOf(membership).to);

export const membersOfYear = (services: Services, year: number) =>
  membershipsOfYear(services.db, year).map((membership) => ({
    ...membership,
    reference: paymentReference('membership', membership.paymentId),
    validUntil: validUntil(membership),
  }));

/** The membership's own fields the export carries (forms/membership-fields.ts: `exportHeader`). */
const EXPORTED_FIELDS = MEMBERSHIP_FIELDS.filter(
  (field): field is Extract<(typeof MEMBERSHIP_FIELDS)[number], { exportHeader: string }> =>
    'exportHeader' in field,
);

const MEMBERS_CSV_HEADER = [
  'numero_adherent',
  'nom',
  'prenom',
  'type',
  'montant_euros',
  'payee_le',
  'valable_jusqu_au',
  'reference_paiement',
  ...EXPORTED_FIELDS.map((field) => field.exportHeader),
];

/** A member's answers to the exported fields, as the export shows them. */
function exportedValues(services: Services, paymentId: string): string[] {
  const record = readMembership(services.db, paymentId);
  return EXPORTED_FIELDS.map((field) => shownValue(field, record[field.name]));
}

/** The members of a year as a spreadsheet opens them (csv-file.ts). */
export const membersCsvOfYear = (services: Services, year: number) =>
  csvFile(
    MEMBERS_CSV_HEADER,
    membersOfYear(services, year).map((member) => [
      member.memberNumber ?? '',
      member.lastName,
      member.firstName,
      labelOf(MEMBERSHIP_TYPES, member.membershipType),
      csvEuros(member.amountCents),
      csvDate(member.paidAt),
      /^\d{4}-\d{2}-\d{2}$/.test(member.validUntil) ? csvDate(member.validUntil) : member.validUntil,
      member.reference,
      ...exportedValues(services, member.paymentId),
    ]),
  );

export function membershipDetails(services: Services, volunteer: Volunteer, paymentId: string) {
  if (!paidMembershipEmail(services.db, paymentId)) return undefined;
  const reference = paymentReference('membership', paymentId);
  recordView(services, volunteer, 'adhésion consultée', reference);
  return { ...readMembership(services.db, paymentId), paymentId, reference };
}

export type NumberingResult = { outcome: 'done'; number: number } | { outcome: 'unknown' | 'already' };

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
    const number = memberNumberFor(db, membership.email, volunteer.email, new Date().toISOString());
    setMemberNumber(db, paymentId, number);
    const member = readMembership(db, paymentId);
    const details = publishedContent(config).details;
    // Its documents still waiting for the association's details: the attestation will bear the number.
    const attestation = documentsWaitFor(db, paymentId)
      ? null
      : numberedAttestation(db, volunteer, paymentId, number, issuerOf(details));
    enqueueMail(db, memberNumberMail(member, number, attestation, mailSignature(details)));
    return { outcome: 'done', number };
  })();
  if (result.outcome === 'done') services.mail.kick();
  return result;
}

/** The attestation issued with the payment had no number: a new one, which bears it, replaces it. */
function numberedAttestation(
  db: Services['db'],
  volunteer: Volunteer,
  paymentId: string,
  number: number,
  issuer: ReturnType<typeof issuerOf>,
): PaymentDocumentRef {
  const corrected = issueCorrection(db, { kind: 'membership-attestation', paymentId }, issuer, {
    reason: `numéro d’adhérent ${number} attribué`,
    by: volunteer.email,
  });
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
  const { db, config } = services;
  if (!volunteer.roles.includes(DOCUMENT_ROLES[ref.kind])) return { outcome: 'forbidden' };
  const payment = findPayment(db, ref.paymentId);
  if (!payment || payment.kind === 'shop') return { outcome: 'unknown' };
  const details = publishedContent(config).details;
  const result = db.transaction((): CorrectionResult => {
    const corrected = issueCorrection(db, ref, issuerOf(details), { reason, by: volunteer.email });
    if (!corrected.ok) return { outcome: corrected.reason };
    const { email } =
      payment.kind === 'membership' ? readMembership(db, ref.paymentId) : readDonation(db, ref.paymentId);
    const current = { kind: ref.kind, paymentId: ref.paymentId, version: corrected.document.version };
    enqueueMail(db, documentCorrectedMail(email, current, reason, mailSignature(details)));
    return { outcome: 'done', receiptNumber: corrected.document.receiptNumber, version: current.version };
  })();
  recordView(services, volunteer, 'document corrigé', paymentReference(payment.kind, ref.paymentId));
  if (result.outcome === 'done') services.mail.kick();
  return result;
}

/** Sends a payer their document again, when it stands (not voided by a refund). */
export function resendDocument(
  services: Services,
  volunteer: Volunteer,
  ref: PaymentDocumentRef,
): 'done' | 'unknown' | 'forbidden' {
  const { db, config } = services;
  if (!volunteer.roles.includes(DOCUMENT_ROLES[ref.kind])) return 'forbidden';
  // The current version: the latest correction, if any.
  const document = documentVersionsOf(db, ref).pop();
  const payment = findPayment(db, ref.paymentId);
  if (!document || document.voidedAt || !payment) return 'unknown';
  const { email } =
    payment.kind === 'membership' ? readMembership(db, ref.paymentId) : readDonation(db, ref.paymentId);
  const current = { ...ref, version: document.version };
  db.transaction(() =>
    enqueueMail(db, documentResentMail(email, current, mailSignature(publishedContent(config).details))),
  )();
  recordView(services, volunteer, 'document renvoyé', paymentReference(payment.kind, ref.paymentId));
  services.mail.kick();
  return 'done';
}

export const receiptsCsvOfYear = (services: Services, year: number) =>
  receiptsCsv(receiptsOfYear(services.db, year));
