import type { PaymentDocumentRef } from '../documents/issued-documents';

/**
 * A file joined to a mail: one stored on disk (an application's CV), or a document of a payment,
 * made when the mail leaves (a tax receipt), so the queue holds a reference and never the bytes.
 */
export type MailAttachment =
  { readonly filename: string; readonly path: string } | { readonly document: PaymentDocumentRef };

/** A mail to send: plain French text, optional attachments. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly replyTo?: string;
  readonly attachments?: readonly MailAttachment[];
}

/** An attachment as a transport sends it: a file on disk, or bytes made for this mail. */
export type OutgoingAttachment =
  | { readonly filename: string; readonly path: string }
  | { readonly filename: string; readonly content: Buffer };

/** A mail as a transport sends it. */
export interface OutgoingMail extends Omit<MailMessage, 'attachments'> {
  readonly from: string;
  readonly attachments: readonly OutgoingAttachment[];
}

/** Makes the file of a payment's document; undefined when there is none (never issued, or purged). */
export type DocumentRenderer = (
  ref: PaymentDocumentRef,
) => Promise<{ readonly filename: string; readonly content: Buffer } | undefined>;
