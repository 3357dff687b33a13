/** A mail to send: plain French text, optional files already stored on disk. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly replyTo?: string;
  readonly attachments?: readonly { readonly filename: string; readonly path: string }[];
}
