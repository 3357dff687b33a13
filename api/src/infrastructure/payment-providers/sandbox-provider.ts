import { randomBytes } from 'node:crypto';
import type { Db } from '../../database/database';
import { nowIso } from '../../database/database';
import {
  findSandboxPayment,
  insertSandboxPayment,
  refundSandboxPayment,
  settleSandboxPayment,
  type SandboxPayment,
} from './sandbox-store';
import type {
  PaymentCreation,
  PaymentProvider,
  ProviderCheckout,
  ProviderNotification,
  ProviderStatus,
} from './provider';

/** How long the sandbox's page waits for a decision. */
const SANDBOX_EXPIRY_MS = 60 * 60 * 1000;

const SANDBOX_PREFIX = '/sandbox-payments/';

/** The hosted page of a sandbox payment. */
const sandboxPageUrl = (baseUrl: string, id: string) => `${baseUrl}${SANDBOX_PREFIX}${id}`;

/**
 * A card payment provider simulated on this server: its own table (its "bank side"), its own
 * French page with "Payer" and "Annuler". No card data is ever asked for.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  private listener: ((id: string, status: 'paid' | 'cancelled') => void) | null = null;

  constructor(
    private readonly db: Db,
    private readonly baseUrl: string,
  ) {}

  async create(payment: PaymentCreation): Promise<ProviderCheckout> {
    const id = `sbx_${randomBytes(16).toString('hex')}`;
    const now = nowIso();
    insertSandboxPayment(
      this.db,
      {
        id,
        amountCents: payment.amountCents,
        description: payment.description,
        successUrl: payment.returnUrl,
        cancelUrl: payment.backUrl,
      },
      now,
    );
    return {
      providerId: id,
      paymentUrl: sandboxPageUrl(this.baseUrl, id),
      expiresAt: new Date(Date.parse(now) + SANDBOX_EXPIRY_MS).toISOString(),
    };
  }

  async status(providerId: string): Promise<ProviderStatus> {
    const payment = this.find(providerId);
    if (!payment) return { state: 'expired' };
    if (payment.refundedAt) return { state: 'refunded' };
    if (payment.status === 'paid')
      return { state: 'paid', amountCents: payment.amountCents, currency: 'EUR' };
    if (payment.status === 'cancelled') return { state: 'refused' };
    return Date.now() - Date.parse(payment.createdAt) > SANDBOX_EXPIRY_MS
      ? { state: 'expired' }
      : { state: 'pending' };
  }

  /** The sandbox notifies in-process (onSettled): no notification comes over HTTP. */
  notificationSubject(_notification: ProviderNotification): string | undefined {
    return undefined;
  }

  /** The sandbox gives a paid payment back at once: what is left of it, or a part of that. */
  async refund(providerId: string, amountCents?: number): Promise<void> {
    if (!refundSandboxPayment(this.db, providerId, nowIso(), amountCents))
      throw new Error('Bac à sable : aucun paiement réglé à rembourser, ou pas autant');
  }

  find(paymentId: string): SandboxPayment | undefined {
    return findSandboxPayment(this.db, paymentId);
  }

  /** The page's buttons: a pending payment becomes paid or cancelled, once; returns the final state. */
  settle(paymentId: string, outcome: 'paid' | 'cancelled'): SandboxPayment | undefined {
    if (settleSandboxPayment(this.db, paymentId, outcome)) this.listener?.(paymentId, outcome);
    return this.find(paymentId);
  }

  /** Like a real provider's webhook: the application hears of every settled payment. */
  onSettled(listener: (id: string, status: 'paid' | 'cancelled') => void): void {
    this.listener = listener;
  }
}
