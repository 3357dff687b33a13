import type { FastifyPluginAsync } from 'fastify';
import { extraCalls, withdrawalRequestSchema, type WithdrawalResponse } from '@mtdm/shared/contracts';
import { sendFormError } from '../http/errors';
import { checkForm, clean } from '../http/form-check';
import { isHoneypotFilled } from '../http/honeypot';
import { recordWithdrawal, unrecordedReference } from './record-withdrawal';
import type { RouteOptions } from '../http/route-options';

const REQUIRED = ['orderReference', 'firstName', 'lastName', 'email', 'items'];
const HOUR_MS = 60 * 60 * 1000;

/** The shop's online withdrawal function (recordWithdrawal), with its own strict limit per address and hour. */
export const withdrawalRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  const { config } = services;
  const strictLimit = { config: { rateLimit: { max: config.withdrawalRateLimitMax, timeWindow: HOUR_MS } } };
  app.post(
    extraCalls.withdrawal.path,
    strictLimit,
    async (request, reply): Promise<WithdrawalResponse | unknown> => {
      const receivedAt = services.now().toISOString();
      if (isHoneypotFilled(request.body)) {
        request.log.info('pot de miel rempli : rétractation ignorée');
        return {
          success: true,
          reference: unrecordedReference(receivedAt),
          receivedAt,
          acknowledgementMailed: false,
        };
      }
      const checked = checkForm(request.body, withdrawalRequestSchema, REQUIRED);
      if (!checked.ok) return sendFormError(reply, 400, checked.message);
      const data = checked.data;
      const { reference, acknowledgementMailed } = recordWithdrawal(services, {
        orderReference: clean(data.orderReference),
        firstName: clean(data.firstName),
        lastName: clean(data.lastName),
        email: clean(data.email),
        items: data.items.trim(),
        receivedAt,
      });
      request.log.info({ withdrawal: reference, acknowledgementMailed }, 'rétractation enregistrée');
      return { success: true, reference, receivedAt, acknowledgementMailed } satisfies WithdrawalResponse;
    },
  );
};
