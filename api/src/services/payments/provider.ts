/** What the provider says about a payment; only `paid` confirms anything. */
export type ProviderStatus = 'pending' | 'paid' | 'cancelled' | 'unknown';

export interface PaymentCreation {
  readonly amountCents: number;
  /** What is paid, in French, shown on the provider's page. */
  readonly description: string;
  /** Where the provider sends the browser after a payment, and after a cancellation. */
  readonly successUrl: string;
  readonly cancelUrl: string;
}

export interface CreatedPayment {
  readonly paymentId: string;
  /** The provider's hosted page (absolute, or root-relative for the sandbox on this server). */
  readonly paymentUrl: string;
}

/**
 * The one interface every card payment provider implements. The sandbox ships with this server;
 * a real provider (its API keys, its webhook) goes behind the same two calls.
 */
export interface PaymentProvider {
  readonly name: string;
  create(payment: PaymentCreation): Promise<CreatedPayment>;
  status(paymentId: string): Promise<ProviderStatus>;
}
