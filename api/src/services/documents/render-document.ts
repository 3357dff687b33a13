import { amountInFrenchWords, formatEuros, isLifetimeMembership } from '@mtdm/shared/commerce';
import { labelOf, MEMBERSHIP_TYPES } from '@mtdm/shared/contracts';
import type { Db } from '../../stores/database';
import type { Payer } from '@mtdm/shared/validation';
import { readDonation, readMembership } from '../../stores/payment-details-store';
import { findPayment, paymentReference, type PaymentKind } from '../../stores/payment-store';
import { PdfPageWriter } from '../../infrastructure/pdf-page-writer';
import { documentTexts, formatDocumentDate, type DonorKind } from './document-texts';
import { membershipPeriod } from './membership-period';
import { documentsOf, findDocument, type IssuedDocument, type PaymentDocumentRef } from './issued-documents';

/** A document ready to send or download. */
export interface RenderedDocument {
  readonly filename: string;
  readonly content: Buffer;
}

const fullName = (payer: Payer) => `${payer.firstName} ${payer.lastName}`;
const postalAddress = (payer: Payer) => `${payer.address}, ${payer.postcode} ${payer.city}`;

async function startDocument(document: IssuedDocument, title: string) {
  const writer = await PdfPageWriter.create({
    title,
    author: document.issuer.name,
    subject: title,
    date: new Date(document.issuedAt),
  });
  if (document.issuer.specimen) writer.paragraph(documentTexts.specimenNotice, { bold: true }).space(10);
  return writer;
}

async function finishDocument(writer: PdfPageWriter, document: IssuedDocument, reference: string) {
  const { issuer } = document;
  writer
    .space(18)
    .paragraph(documentTexts.signedAt(issuer.place, formatDocumentDate(document.issuedAt)))
    .paragraph(documentTexts.signatory(issuer.signatoryName, issuer.signatoryRole), { bold: true })
    .space(18)
    .paragraph(documentTexts.electronic, { muted: true, size: 9 })
    .paragraph(documentTexts.paymentReference(reference), { muted: true, size: 9 });
  if (issuer.specimen) writer.specimen(documentTexts.specimenMark);
  return Buffer.from(await writer.save());
}

interface Donor {
  readonly row: Payer;
  readonly kind: DonorKind;
  readonly paymentKind: PaymentKind;
}

function donorOf(db: Db, paymentId: string, paymentKind: PaymentKind): Donor {
  if (paymentKind === 'membership') {
    const row = readMembership(db, paymentId);
    // An "Association" membership is paid by a legal person: its gift falls under article 238 bis.
    return { row, kind: row.membershipType === 'family' ? 'company' : 'individual', paymentKind };
  }
  const row = readDonation(db, paymentId);
  return { row, kind: row.status === 'entreprise' ? 'company' : 'individual', paymentKind };
}

async function taxReceipt(
  db: Db,
  document: IssuedDocument,
  paymentKind: PaymentKind,
): Promise<RenderedDocument> {
  const texts = documentTexts.receipt;
  const number = document.receiptNumber!;
  const donor = donorOf(db, document.paymentId, paymentKind);
  const reference = paymentReference(paymentKind, document.paymentId);
  const writer = await startDocument(document, texts.title);
  writer
    .title(texts.title)
    .paragraph(texts.model, { muted: true, size: 9 })
    .paragraph(texts.number(number), { bold: true, size: 12 })
    .heading(texts.beneficiaryHeading)
    .fields([
      [texts.beneficiaryFields.name, document.issuer.name],
      [texts.beneficiaryFields.address, document.issuer.address],
      [texts.beneficiaryFields.object, document.issuer.object],
      ...(document.issuer.rnaNumber
        ? [[texts.beneficiaryFields.rna, document.issuer.rnaNumber] as const]
        : []),
    ])
    .paragraph(texts.qualification[donor.kind])
    .heading(texts.donorHeading)
    .fields([
      [texts.donorFields.name, fullName(donor.row)],
      [texts.donorFields.address, postalAddress(donor.row)],
    ])
    .heading(texts.giftHeading)
    .fields([
      [texts.giftFields.amount, formatEuros(document.amountCents)],
      [texts.giftFields.amountInWords, amountInFrenchWords(document.amountCents)],
      [texts.giftFields.paidOn, formatDocumentDate(document.paidAt)],
      [texts.giftFields.form, texts.form],
      [texts.giftFields.nature, texts.nature],
      [texts.giftFields.means, texts.means],
    ]);
  if (paymentKind === 'membership') writer.paragraph(texts.membershipPart(reference));
  return { filename: texts.filename(number), content: await finishDocument(writer, document, reference) };
}

async function membershipAttestation(db: Db, document: IssuedDocument): Promise<RenderedDocument> {
  const texts = documentTexts.attestation;
  const member = readMembership(db, document.paymentId);
  const reference = paymentReference('membership', document.paymentId);
  const lifetime = isLifetimeMembership(member.amountCents);
  const period = membershipPeriod(document.paidAt);
  const receipt = documentsOf(db, document.paymentId).find((issued) => issued.kind === 'tax-receipt');
  const writer = await startDocument(document, texts.title);
  writer
    .title(texts.title)
    .space(6)
    .paragraph(texts.statement(document.issuer.name, fullName(member), postalAddress(member), lifetime))
    .space(6)
    .fields([
      [texts.fields.member, fullName(member)],
      ...(member.memberNumber === null ? [] : [[texts.fields.number, String(member.memberNumber)] as const]),
      [texts.fields.type, labelOf(MEMBERSHIP_TYPES, member.membershipType)],
      [
        texts.fields.amount,
        texts.amountDetail(
          formatEuros(member.amountCents),
          formatEuros(member.feeCents),
          member.donationCents > 0 ? formatEuros(member.donationCents) : null,
        ),
      ],
      [texts.fields.paidOn, formatDocumentDate(document.paidAt)],
      [
        texts.fields.period,
        lifetime
          ? texts.lifetimePeriod
          : texts.period(formatDocumentDate(period.from), formatDocumentDate(period.to)),
      ],
      ...(lifetime ? [[texts.fields.title, texts.lifetimeTitle] as const] : []),
    ]);
  if (receipt?.receiptNumber) writer.space(6).paragraph(texts.receiptNote(receipt.receiptNumber));
  return { filename: texts.filename(reference), content: await finishDocument(writer, document, reference) };
}

/**
 * Makes the PDF of an issued document from what was stored when it was issued: the same document,
 * number and bytes every time. Undefined when the payment has no such document.
 */
export async function renderPaymentDocument(
  db: Db,
  ref: PaymentDocumentRef,
): Promise<RenderedDocument | undefined> {
  const document = findDocument(db, ref);
  if (!document) return undefined;
  const payment = findPayment(db, ref.paymentId);
  if (!payment) return undefined;
  return document.kind === 'tax-receipt'
    ? taxReceipt(db, document, payment.kind)
    : membershipAttestation(db, document);
}
