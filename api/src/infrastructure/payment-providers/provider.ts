/**
 * The one interface a card payment provider implements: the sandbox of this server (development and
 * tests) and HelloAsso Checkout (production). The services are typed against it, never against an
 * adapter. Amounts are in cents of euro.
 */

/**
 * What the provider says of a payment. Only `paid` confirms anything; refused and expired end it;
 * refunded (a refund or a chargeback) undoes a payment that was paid.
 */
type ProviderState = 'paid' | 'pending' | 'refused' | 'expired' | 'refunded';

export interface ProviderStatus {
  readonly state: ProviderState;
  /** What was actually paid (with `paid`), compared with the recorded amount before confirming. */
  readonly amountCents?: number;
  readonly currency?: string;
}

export interface PaymentCreation {
  /** The site's own id of the payment, recorded before the provider is asked. */
  readonly reference: string;
  readonly amountCents: number;
  /** What is paid, in French, shown on the provider's page. */
  readonly description: string;
  /** Whether a donation is part of it (HelloAsso shows it as such). */
  readonly containsDonation: boolean;
  readonly payer: { readonly firstName: string; readonly lastName: string; readonly email: string };
  /** Where the provider sends the browser: paid, went back, or failed. */
  readonly returnUrl: string;
  readonly backUrl: string;
  readonly errorUrl: string;
}

export interface ProviderCheckout {
  /** The provider's id of the payment (checkout intent). */
  readonly providerId: string;
  /** Its hosted page (absolute, or root-relative for the sandbox on this server). */
  readonly paymentUrl: string;
  /** After this, an unpaid payment is over (ISO 8601). */
  readonly expiresAt: string;
}

/** A notification as it arrived: the raw body (what a signature covers), parsed, and the headers. */
export interface ProviderNotification {
  readonly rawBody: string;
  readonly body: unknown;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'helloasso';
  create(payment: PaymentCreation): Promise<ProviderCheckout>;
  status(providerId: string): Promise<ProviderStatus>;
  /**
   * The provider id a notification (webhook) is about, if it is an authentic one of this provider's
   * (its signature checked when the provider signs); undefined otherwise. Its content is never
   * trusted for the outcome: the api asks `status` afterwards.
   */
  notificationSubject(notification: ProviderNotification): string | undefined;
  /**
   * Gives a paid payment back to the payer (the association's decision: an order withdrawn, a
   * mistake): what is left of it, or a part (`amountCents`, articles sent back). Throws when the
   * provider refuses, a part larger than what is left included. Once all of it is given back,
   * `status` says `refunded`; after a part, the payment is still `paid`.
   */
  refund(providerId: string, amountCents?: number): Promise<void>;
}
