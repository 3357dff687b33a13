import type { FastifyInstance } from 'fastify';
import { extraCalls, withdrawalRequestSchema, type WithdrawalResponse } from '@mtdm/shared/contracts';
import { sendFormError } from '../http/errors';
import { checkForm, clean } from '../http/form-check';
import { isHoneypotFilled } from '../http/honeypot';
import type { Services } from '../services/context';
import { enqueueMail } from '../services/mail/mail-queue';
import { withdrawalAcknowledgement, withdrawalNotification } from '../services/mail/templates';
import { nowIso } from '../services/storage/database';
import { isOrderOf } from '../services/payments/payment-records';
import { insertWithdrawal, withdrawalReferenceOf } from '../services/withdrawals/withdrawal-records';

const REQUIRED = ['orderReference', 'firstName', 'lastName', 'email', 'items'];
const HOUR_MS = 60 * 60 * 1000;

/**
 * The shop's online withdrawal function: stored, notified to the association (the museum's own
 * mailbox), and acknowledged to the buyer by mail only when the order reference and the address
 * match a recorded order: the museum's sender never writes to an address a visitor merely typed.
 * Its own strict limit per address and per hour.
 */
export async function withdrawalRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db, config, mail } = services;
  const strictLimit = { config: { rateLimit: { max: config.withdrawalRateLimitMax, timeWindow: HOUR_MS } } };
  app.post(
    extraCalls.withdrawal.path,
    strictLimit,
    async (request, reply): Promise<WithdrawalResponse | unknown> => {
      const receivedAt = nowIso();
      if (isHoneypotFilled(request.body)) {
        request.log.info('pot de miel rempli : rétractation ignorée');
        return {
          success: true,
          reference: withdrawalReferenceOf(0, receivedAt),
          receivedAt,
          acknowledgementMailed: false,
        };
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
      const { reference, acknowledgementMailed } = db.transaction(() => {
        const ref = insertWithdrawal(db, withdrawal);
        const mailData = { ...withdrawal, reference: ref };
        const buyerKnown = isOrderOf(db, withdrawal.orderReference, withdrawal.email);
        if (buyerKnown) enqueueMail(db, withdrawalAcknowledgement(mailData));
        enqueueMail(db, withdrawalNotification(config.recipients.association, mailData));
        return { reference: ref, acknowledgementMailed: buyerKnown };
      })();
      mail.kick();
      request.log.info({ withdrawal: reference, acknowledgementMailed }, 'rétractation enregistrée');
      return { success: true, reference, receivedAt, acknowledgementMailed } satisfies WithdrawalResponse;
    },
  );
}
