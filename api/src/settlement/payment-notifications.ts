import type { FastifyBaseLogger } from 'fastify';
import type { ProviderNotification } from '../infrastructure/payment-providers/provider';
import { findPaymentByProviderId } from '../payments/payment-store';
import type { Services } from '../services';
import { settleFromProvider } from './payment-outcome';

export type NotificationResult = 'handled' | 'unrecognised' | 'unknown-payment';

/**
 * A provider's notification only says which payment to look at; the outcome is asked of the
 * provider itself (settleFromProvider), so a forged notification changes nothing.
 */
export async function handlePaymentNotification(
  services: Services,
  notification: ProviderNotification,
  log: FastifyBaseLogger,
): Promise<NotificationResult> {
  const { provider, db } = services;
  const providerId = provider.notificationSubject(notification);
  if (!providerId) return 'unrecognised';
  const payment = findPaymentByProviderId(db, provider.name, providerId);
  if (!payment) return 'unknown-payment';
  const outcome = await settleFromProvider({ ...services, log }, payment, 'notification');
  log.info({ paymentId: payment.id, outcome }, 'notification de paiement traitée');
  return 'handled';
}
