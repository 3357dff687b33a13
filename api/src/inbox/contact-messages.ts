import type { ContactKind } from '@mtdm/shared/contracts';
import { enqueueMail } from '../mail/mail-store';
import { insertContactMessage, type ContactMessage } from './submission-store';
import type { Services } from '../services';
import { publishedContent } from '../content/published-content';
import { contactAcknowledgement } from './inbox-mails';
import { contactNotification } from './inbox-mails';
import { mailSignature } from '../mail/mail-text';
import { mayAcknowledge } from '../mail/mails-per-address';

/**
 * A contact form's message: stored with the mail to its recipient and the sender's acknowledgement in
 * one transaction, then sent. The acknowledgement goes only while the address has not had its day's
 * share (mails-per-address.ts): the message itself is always kept and sent on.
 */
export function recordContactMessage(services: Services, form: ContactKind, message: ContactMessage): number {
  const { db, config, mail } = services;
  const id = db.transaction(() => {
    const contactId = insertContactMessage(db, form, message, services.now().toISOString());
    enqueueMail(db, contactNotification(config.recipients[form], form, message));
    if (mayAcknowledge(services, message.email))
      enqueueMail(
        db,
        contactAcknowledgement(
          form,
          message.email,
          config.recipients[form],
          mailSignature(publishedContent(config).details),
        ),
      );
    return contactId;
  })();
  mail.kick();
  return id;
}
