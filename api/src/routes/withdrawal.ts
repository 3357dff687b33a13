import type { FastifyInstance } from 'fastify';
import { extraCalls, withdrawalRequestSchema, type WithdrawalResponse } from '@mtdm/shared/contracts';
import { sendFormError } from '../http/errors';
import { checkForm, clean } from '../http/form-check';
import { isHoneypotFilled } from '../http/honeypot';
import { limited } from '../http/rate-limit';
import type { Services } from '../services/context';
import { enqueueMail } from '../services/mail/mail-queue';
import { withdrawalAcknowledgement, withdrawalNotification } from '../services/mail/templates';
import { nowIso } from '../services/storage/database';

const REQUIRED = ['orderReference', 'firstName', 'lastName', 'email', 'items'];

/** "RET-2026-000123": year of receipt and the row number. */
const referenceOf = (id: number, receivedAt: string) =>
  `RET-${receivedAt.slice(0, 4)}-${String(id).padStart(6, '0')}`;

/**
 * The shop's online withdrawal function: stored, acknowledged to the buyer by mail with the date
 * and time of receipt, and notified to the association.
 */
export async function withdrawalRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db, config, mail } = services;
  app.post(
    extraCalls.withdrawal.path,
    limited(config),
    async (request, reply): Promise<WithdrawalResponse | unknown> => {
      const receivedAt = nowIso();
      if (isHoneypotFilled(request.body)) {
        request.log.info('pot de miel rempli : rétractation ignorée');
        return { success: true, reference: referenceOf(0, receivedAt), receivedAt };
      }
      const checked = checkForm(request.body, withdrawalRequestSchema, REQUIRED);
      if (!checked.ok) return sendFormError(reply, 400, checked.message);
      const data = checked.data;
      const withdrawal = {
        orderReference: clean(data.orderReference),
        firstName: clean(data.firstName),
        lastName: clean(data.lastName),
        email: clean(data.email),
        items: data.items.trim(),
        receivedAt,
      };
      const reference = db.transaction(() => {
        const result = db
          .prepare(
            `INSERT INTO withdrawals (reference, order_reference, first_name, last_name, email, items, received_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            `pending-${receivedAt}-${Math.random()}`,
            withdrawal.orderReference,
            withdrawal.firstName,
            withdrawal.lastName,
            withdrawal.email,
            withdrawal.items,
            receivedAt,
          );
        const id = Number(result.lastInsertRowid);
        const ref = referenceOf(id, receivedAt);
        db.prepare('UPDATE withdrawals SET reference = ? WHERE id = ?').run(ref, id);
        const mailData = { ...withdrawal, reference: ref };
        enqueueMail(db, withdrawalAcknowledgement(mailData));
        enqueueMail(db, withdrawalNotification(config.recipients.association, mailData));
        return ref;
      })();
      mail.kick();
      request.log.info({ withdrawal: reference }, 'rétractation enregistrée');
      return { success: true, reference, receivedAt } satisfies WithdrawalResponse;
    },
  );
}
