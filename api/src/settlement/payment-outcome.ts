import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProvider } from '../infrastructure/payment-providers/provider';
import { overduePayments, type PaymentRecord } from '../payments/payment-store';
import type { MailDispatcher } from '../mail/mail-dispatcher';
import { refundPayment } from './refund-payment';
import { settlePayment, type SettlementContext } from './settle-payment';

/** What asking the provider did to a stored payment. */
export type PaymentOutcome = 'paid' | 'pending' | 'cancelled' | 'amount-mismatch' | 'refunded';

export interface PaymentOutcomeDeps {
  readonly settlement: SettlementContext;
  readonly provider: PaymentProvider;
  readonly mail: MailDispatcher;
  readonly log: FastifyBaseLogger;
}

/**
 * A paid payment asked about again (a notification, a confirmation): still paid, or refunded or
 * charged back since, which voids its documents and tells the association. A provider that cannot
 * be reached leaves it paid (asked again at the next notification or confirmation).
 */
async function recheckPaid(
  { settlement, provider, mail, log }: PaymentOutcomeDeps,
  payment: PaymentRecord,
  source: string,
): Promise<PaymentOutcome> {
  if (!payment.providerId) return 'paid';
  try {
    const status = await provider.status(payment.providerId);
    if (status.state !== 'refunded') return 'paid';
  } catch (error) {
    log.warn({ err: error, paymentId: payment.id }, 'prestataire injoignable : paiement payé non revérifié');
    return 'paid';
  }
  if (refundPayment(settlement, payment.id, { provider: `${source}:refunded` })) {
    log.warn({ paymentId: payment.id }, 'paiement remboursé ou contesté : documents annulés');
    mail.kick();
  }
  return 'refunded';
}

/**
 * Asks the provider where a payment stands and records it: paid (only when the amount and currency
 * actually paid are the recorded ones: otherwise refused and logged), cancelled when refused or
 * expired, unchanged while pending; a paid one is asked again and becomes refunded when its money
 * went back. The one place every path goes through: the confirmation call, the provider's
 * notification and the expiry sweep. Idempotent.
 */
export async function settleFromProvider(
  deps: PaymentOutcomeDeps,
  payment: PaymentRecord,
  source: string,
): Promise<PaymentOutcome> {
  const { settlement, provider, mail, log } = deps;
  if (payment.status === 'paid') return recheckPaid(deps, payment, source);
  if (payment.status === 'refunded') return 'refunded';
  if (payment.status === 'cancelled') return 'cancelled';
  if (!payment.providerId) return 'pending';
  const status = await provider.status(payment.providerId);
  if (status.state === 'paid') {
    if (status.amountCents !== payment.amountCents || (status.currency ?? 'EUR') !== 'EUR') {
      log.error(
        {
          paymentId: payment.id,
          expected: payment.amountCents,
          paid: status.amountCents,
          currency: status.currency,
        },
        'montant payé différent du montant enregistré : confirmation refusée',
      );
      return 'amount-mismatch';
    }
    if (settlePayment(settlement, payment.id, 'paid', source)) mail.kick();
    return 'paid';
  }
  // Refunded before this site knew it was paid: nothing was issued, it simply ends.
  if (status.state === 'refused' || status.state === 'expired' || status.state === 'refunded') {
    settlePayment(settlement, payment.id, 'cancelled', `${source}:${status.state}`);
    return 'cancelled';
  }
  return 'pending';
}

/** Unpaid payments past their expiry are asked about once more, then ended. Returns how many ended. */
export async function expireOverduePayments(
  deps: PaymentOutcomeDeps,
  now = deps.settlement.now(),
): Promise<number> {
  let ended = 0;
  for (const payment of overduePayments(deps.settlement.db, now)) {
    if (!payment.providerId) {
      // The provider never answered its creation: nothing can be paid.
      settlePayment(deps.settlement, payment.id, 'cancelled', 'expired');
      ended += 1;
      continue;
    }
    try {
      if ((await settleFromProvider(deps, payment, 'expiry')) === 'cancelled') ended += 1;
    } catch (error) {
      deps.log.warn({ err: error, paymentId: payment.id }, 'prestataire injoignable : expiration reportée');
    }
  }
  return ended;
}
