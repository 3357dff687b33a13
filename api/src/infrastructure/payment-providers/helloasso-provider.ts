import { createHmac, timingSafeEqual } from 'node:crypto';
import type { HelloAssoConfig } from '../../config';
import type {
  PaymentCreation,
  PaymentProvider,
  ProviderCheckout,
  ProviderNotification,
  ProviderStatus,
} from './provider';

/** HelloAsso keeps a checkout intent's page open for a limited time; past it, an unpaid one is over. */
const INTENT_LIFETIME_MS = 45 * 60 * 1000;
/** Renew the access token a minute before it runs out. */
const TOKEN_MARGIN_MS = 60 * 1000;
const REQUEST_TIMEOUT_MS = 10_000;

interface Token {
  readonly value: string;
  readonly until: number;
}

interface IntentPayment {
  readonly id?: number;
  readonly amount?: number;
  readonly state?: string;
  /** The refunds made of it, each with its amount in cents (a part, or the whole). */
  readonly refundOperations?: readonly { readonly amount?: number }[];
}

/** GET checkout-intents/{id}: the intent, and its order once the payer went through. */
interface CheckoutIntent {
  readonly id?: number;
  readonly order?: { readonly payments?: readonly IntentPayment[] };
  readonly metadata?: Record<string, unknown>;
}

/** Payment states of HelloAsso's API and what they mean here. */
const PAID_STATES = new Set(['Authorized', 'Registered']);
const REFUSED_STATES = new Set(['Refused', 'Canceled', 'Abandoned']);
/** Money given back to the payer: a refund (being made or made) or a chargeback (contested). */
const REFUNDED_STATES = new Set(['Refunded', 'Refunding', 'Contested']);

/**
 * Whether a payment still counts as paid: in a paid state, or marked refunded while its refunds add
 * up to less than it (part of it given back; the rest stays the association's).
 */
const stillPaid = (payment: IntentPayment) =>
  PAID_STATES.has(payment.state ?? '') ||
  (REFUNDED_STATES.has(payment.state ?? '') &&
    (payment.refundOperations ?? []).length > 0 &&
    (payment.refundOperations ?? []).reduce((sum, refund) => sum + (refund.amount ?? 0), 0) <
      (payment.amount ?? 0));

/**
 * HelloAsso Checkout (https://dev.helloasso.com): OAuth2 client credentials, a checkout intent per
 * payment (amount in cents, the result pages as return / back / error URLs, the site's payment id
 * in the metadata), its order read back to confirm, and its notifications, which only name the
 * intent to read back (they are not signed: their content is never trusted).
 */
export class HelloAssoProvider implements PaymentProvider {
  readonly name = 'helloasso' as const;
  private token: Token | undefined;

  constructor(
    private readonly config: HelloAssoConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  private async accessToken(): Promise<string> {
    if (this.token && this.token.until > Date.now()) return this.token.value;
    const response = await this.fetchImpl(`${this.config.apiUrl}/oauth2/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: this.config.clientId,
        client_secret: this.config.clientSecret,
      }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`HelloAsso oauth2 : HTTP ${response.status}`);
    const body = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new Error('HelloAsso oauth2 : jeton absent');
    this.token = {
      value: body.access_token,
      until: Date.now() + (body.expires_in ?? 1800) * 1000 - TOKEN_MARGIN_MS,
    };
    return this.token.value;
  }

  /** A call on the association's own resources (checkout intents). */
  private call<T>(path: string, init: RequestInit = {}): Promise<T> {
    return this.request<T>(
      `/v5/organizations/${encodeURIComponent(this.config.organizationSlug)}${path}`,
      init,
    );
  }

  private async request<T>(path: string, init: RequestInit = {}): Promise<T> {
    const token = await this.accessToken();
    const response = await this.fetchImpl(`${this.config.apiUrl}${path}`, {
      ...init,
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (response.status === 401) this.token = undefined;
    if (!response.ok) throw new Error(`HelloAsso ${path} : HTTP ${response.status}`);
    return (await response.json()) as T;
  }

  async create(payment: PaymentCreation): Promise<ProviderCheckout> {
    const intent = await this.call<{ id?: number; redirectUrl?: string }>('/checkout-intents', {
      method: 'POST',
      body: JSON.stringify({
        totalAmount: payment.amountCents,
        initialAmount: payment.amountCents,
        // HelloAsso limits the item name's length; the full description is in our own records.
        itemName: payment.description.slice(0, 250),
        backUrl: payment.backUrl,
        errorUrl: payment.errorUrl,
        returnUrl: payment.returnUrl,
        containsDonation: payment.containsDonation,
        payer: payment.payer,
        metadata: { reference: payment.reference },
      }),
    });
    if (!intent.id || !intent.redirectUrl) throw new Error('HelloAsso checkout-intents : réponse incomplète');
    const providerId = String(intent.id);
    return {
      providerId,
      paymentUrl: intent.redirectUrl,
      expiresAt: new Date(Date.now() + INTENT_LIFETIME_MS).toISOString(),
    };
  }

  async status(providerId: string): Promise<ProviderStatus> {
    let intent: CheckoutIntent;
    try {
      intent = await this.call<CheckoutIntent>(`/checkout-intents/${encodeURIComponent(providerId)}`);
    } catch (error) {
      // An intent HelloAsso no longer knows is over; any other failure is thrown (try again later).
      if (error instanceof Error && / HTTP 404$/.test(error.message)) return { state: 'expired' };
      throw error;
    }
    const payments = intent.order?.payments ?? [];
    const paid = payments.filter(stillPaid);
    if (paid.length > 0) {
      return {
        state: 'paid',
        amountCents: paid.reduce((sum, payment) => sum + (payment.amount ?? 0), 0),
        currency: 'EUR',
      };
    }
    if (payments.some((payment) => REFUNDED_STATES.has(payment.state ?? ''))) return { state: 'refunded' };
    if (payments.length > 0 && payments.every((payment) => REFUSED_STATES.has(payment.state ?? '')))
      return { state: 'refused' };
    return { state: 'pending' };
  }

  /**
   * POST /v5/payments/{id}/refund for each paid payment of the intent's order; HelloAsso mails the
   * payer. A part (`amountCents`) is given back from the one payment of an order paid at once, with
   * its `amount`.
   */
  async refund(providerId: string, amountCents?: number): Promise<void> {
    const intent = await this.call<CheckoutIntent>(`/checkout-intents/${encodeURIComponent(providerId)}`);
    const paid = (intent.order?.payments ?? []).filter(
      (payment) => stillPaid(payment) && payment.id !== undefined,
    );
    if (paid.length === 0) throw new Error('HelloAsso : aucun paiement réglé à rembourser');
    if (amountCents !== undefined && paid.length !== 1)
      throw new Error('HelloAsso : une partie ne se rembourse que d’un paiement fait en une fois');
    const part = amountCents === undefined ? '' : `&amount=${amountCents}`;
    for (const payment of paid)
      await this.request(`/v5/payments/${payment.id}/refund?sendRefundMail=true${part}`, { method: 'POST' });
  }

  /**
   * A notification of HelloAsso (eventType Order or Payment): the checkout intent it is about, from
   * `data.checkoutIntentId`. With a signature key (HELLOASSO_SIGNATURE_KEY), the `x-ha-signature`
   * header must be the HMAC-SHA256 of the raw body; in every case the caller reads the intent back
   * from the API before believing anything.
   */
  notificationSubject({ rawBody, body, headers }: ProviderNotification): string | undefined {
    if (this.config.signatureKey && !this.isSigned(rawBody, headers['x-ha-signature'])) return undefined;
    if (typeof body !== 'object' || body === null) return undefined;
    const { eventType, data } = body as { eventType?: unknown; data?: unknown };
    if (eventType !== 'Order' && eventType !== 'Payment') return undefined;
    const intentId = (data as { checkoutIntentId?: unknown } | undefined)?.checkoutIntentId;
    if (typeof intentId === 'number' || (typeof intentId === 'string' && /^\d+$/.test(intentId)))
      return String(intentId);
    return undefined;
  }

  private isSigned(rawBody: string, signature: string | string[] | undefined): boolean {
    if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
    const expected = createHmac('sha256', this.config.signatureKey!).update(rawBody).digest();
    return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
  }
}
