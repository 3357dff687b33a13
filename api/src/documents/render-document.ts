import { amountInFrenchWords, formatEuros, isLifetimeMembership, periodOf } from '@mtdm/shared/commerce';
import { labelOf, MEMBERSHIP_TYPES, type PaymentDocumentRef } from '@mtdm/shared/contracts';
import type { Db } from '../database/database';
import { keepPdf, storedPdf } from './document-store';
import { findPayment, paymentReference, type PaymentKind } from '../payments/payment-store';
import { PdfPageWriter } from '../infrastructure/pdf-page-writer';
import { documentTexts, formatDocumentDate } from './document-texts';
import type { DocumentSubject } from './document-payer';
import { findDocument, type IssuedDocument } from './issued-documents';

/** A document ready to send or download. */
export interface RenderedDocument {
  readonly filename: string;
  readonly content: Buffer;
}

const fullName = (subject: DocumentSubject) => `${subject.firstName} ${subject.lastName}`;
const postalAddress = (subject: DocumentSubject) => `${subject.address}, ${subject.postcode} ${subject.city}`;

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

/** What a correction says of the document it replaces. */
function replacedNote(document: IssuedDocument): string | null {
  const { replaces } = document;
  if (!replaces) return null;
  return replaces.receiptNumber
    ? documentTexts.replacesReceipt(replaces.receiptNumber, replaces.reason)
    : documentTexts.replacesAttestation(formatDocumentDate(replaces.issuedAt), replaces.reason);
}

async function finishDocument(writer: PdfPageWriter, document: IssuedDocument, reference: string) {
  const { issuer } = document;
  const replaced = replacedNote(document);
  if (replaced) writer.space(6).paragraph(replaced, { bold: true });
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

async function taxReceipt(document: IssuedDocument, paymentKind: PaymentKind): Promise<Buffer> {
  const texts = documentTexts.receipt;
  const { subject } = document;
  const reference = paymentReference(paymentKind, document.paymentId);
  const writer = await startDocument(document, texts.title);
  writer
    .title(texts.title)
    .paragraph(texts.model, { muted: true, size: 9 })
    .paragraph(texts.number(document.receiptNumber!), { bold: true, size: 12 })
    .heading(texts.beneficiaryHeading)
    .fields([
      [texts.beneficiaryFields.name, document.issuer.name],
      [texts.beneficiaryFields.address, document.issuer.address],
      [texts.beneficiaryFields.object, document.issuer.object],
      ...(document.issuer.rnaNumber
        ? [[texts.beneficiaryFields.rna, document.issuer.rnaNumber] as const]
        : []),
    ])
    .paragraph(texts.qualification[subject.donorKind])
    .heading(texts.donorHeading)
    .fields([
      [texts.donorFields.name, fullName(subject)],
      [texts.donorFields.address, postalAddress(subject)],
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
  return finishDocument(writer, document, reference);
}

async function membershipAttestation(db: Db, document: IssuedDocument): Promise<Buffer> {
  const texts = documentTexts.attestation;
  const { subject } = document;
  const reference = paymentReference('membership', document.paymentId);
  const lifetime = isLifetimeMembership(document.amountCents);
  const period = periodOf({ paidAt: document.paidAt, ...subject });
  // Documents issued before the receipt was named in their subject: the receipt issued with them.
  const receiptNumber =
    subject.receiptNumber !== undefined
      ? subject.receiptNumber
      : findDocument(db, { kind: 'tax-receipt', paymentId: document.paymentId })?.receiptNumber;
  const writer = await startDocument(document, texts.title);
  writer
    .title(texts.title)
    .space(6)
    .paragraph(texts.statement(document.issuer.name, fullName(subject), postalAddress(subject), lifetime))
    .space(6)
    .fields([
      [texts.fields.member, fullName(subject)],
      ...(subject.memberNumber ? [[texts.fields.number, String(subject.memberNumber)] as const] : []),
      [texts.fields.type, labelOf(MEMBERSHIP_TYPES, subject.membershipType ?? '')],
      [
        texts.fields.amount,
        texts.amountDetail(
          formatEuros(document.amountCents),
          formatEuros(subject.feeCents ?? document.amountCents),
          subject.donationCents ? formatEuros(subject.donationCents) : null,
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
  if (receiptNumber) writer.space(6).paragraph(texts.receiptNote(receiptNumber));
  return finishDocument(writer, document, reference);
}

/**
 * The PDF of an issued document: made once from what was stored when it was issued, then kept, so
 * that it is the same bytes every time, whatever is corrected later. Undefined when the payment has
 * no such document.
 */
export async function renderPaymentDocument(
  db: Db,
  ref: PaymentDocumentRef,
): Promise<RenderedDocument | undefined> {
  const document = findDocument(db, ref);
  const payment = findPayment(db, ref.paymentId);
  if (!document || !payment) return undefined;
  const filename =
    document.kind === 'tax-receipt'
      ? documentTexts.receipt.filename(document.receiptNumber!)
      : documentTexts.attestation.filename(
          paymentReference('membership', document.paymentId),
          document.version,
        );
  const kept = storedPdf(db, document.id);
  if (kept) return { filename, content: kept };
  const made =
    document.kind === 'tax-receipt'
      ? await taxReceipt(document, payment.kind)
      : await membershipAttestation(db, document);
  return { filename, content: keepPdf(db, document.id, made) };
}
