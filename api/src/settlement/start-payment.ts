import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { describeSchemaError } from '@mtdm/shared/contracts';
import {
  attachCheckout,
  insertPayment,
  recordPaymentStart,
  PAYMENT_STARTS_DAYS,
  unpaidStartsSince,
} from '../payments/payment-store';
import { publishedContent } from '../content/published-content';
import type { Services } from '../services';
import { settlePayment } from './settle-payment';
import type { PaymentFlow } from '../payments/payment-flow';
import { paymentMessages } from '../payments/payment-messages';

export type PaymentStart =
  | { readonly ok: true; readonly paymentUrl: string; readonly paymentId: string }
  | { readonly ok: false; readonly status: 400 | 409 | 429 | 502; readonly error: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The result page's address: the customer id, and the payment's own reference, which the server
 * checks against it (an unguessable id): the page finds its payment again after a reload, without
 * the browser's storage.
 */
const resultAddress = (page: string, base: string, customerId: string, paymentId: string) =>
  `${base}${page}?id=${encodeURIComponent(customerId)}&payment=${encodeURIComponent(paymentId)}`;

/**
 * A payment start (shop, membership, donation): the visitor's rules first, then the payload's
 * shape, then the amount recomputed from the catalogue and the fees. The site's payment and the
 * record it pays for are written first, in one transaction; the provider is asked second and its
 * id attached. A provider that fails leaves the payment cancelled, never a session without its order.
 * A connection (its key: rate-limit.ts, connectionKeyOf) that has started its day's share of payments
 * without paying them is refused before the provider is asked.
 */
export async function startPayment(
  services: Services,
  flow: PaymentFlow,
  body: Readonly<Record<string, unknown>>,
  log: FastifyBaseLogger,
  connectionKey: string,
): Promise<PaymentStart> {
  const { db, provider, config, settlement } = services;
  const ruleFailure = flow.rules(body);
  if (ruleFailure) return { ok: false, status: 400, error: ruleFailure };
  const parsed = flow.schema.safeParse(body);
  if (!parsed.success) return { ok: false, status: 400, error: describeSchemaError(parsed.error) };
  // The catalogue the site publishes now: prices never come from the request.
  const priced = flow.price(parsed.data as never, publishedContent(config).content.products);
  if (!priced.ok) {
    log.info({ kind: flow.kind }, 'demande de paiement refusée');
    return { ok: false, status: 400, error: priced.error };
  }
  const { amountCents, description, customerId, payer, containsDonation, store } = priced.value;
  const paymentId = `pay_${randomBytes(16).toString('hex')}`;
  const now = services.now();
  const createdAt = now.toISOString();
  // Read and written with no await between: a burst of starts cannot all pass the count.
  const countedSince = new Date(now.getTime() - PAYMENT_STARTS_DAYS * DAY_MS).toISOString();
  if (unpaidStartsSince(db, connectionKey, countedSince) >= config.unpaidPaymentsPerConnection) {
    log.warn({ kind: flow.kind }, 'paiement refusé : trop de paiements non réglés depuis cette connexion');
    return { ok: false, status: 429, error: paymentMessages.tooManyUnpaid };
  }
  db.transaction(() => {
    insertPayment(
      db,
      {
        id: paymentId,
        kind: flow.kind,
        customerId,
        provider: provider.name,
        amountCents,
        email: payer.email,
      },
      createdAt,
    );
    store(db, paymentId, createdAt);
    recordPaymentStart(db, paymentId, connectionKey, createdAt);
  })();
  const cancelUrl = `${config.publicBaseUrl}${flow.cancelPage}`;
  let checkout;
  try {
    checkout = await provider.create({
      reference: paymentId,
      amountCents,
      description,
      containsDonation,
      payer,
      returnUrl: resultAddress(flow.successPage, config.publicBaseUrl, customerId, paymentId),
      backUrl: cancelUrl,
      errorUrl: cancelUrl,
    });
  } catch (error) {
    settlePayment(settlement, paymentId, 'cancelled', 'provider-error');
    log.error({ err: error, kind: flow.kind, paymentId }, 'prestataire de paiement injoignable');
    return { ok: false, status: 502, error: paymentMessages.providerDown };
  }
  if (!attachCheckout(db, paymentId, checkout, services.now().toISOString())) {
    // Never two payments behind one provider id: this one is cancelled, said, and nothing is charged.
    settlePayment(settlement, paymentId, 'cancelled', 'provider-id-reused');
    log.error(
      { kind: flow.kind, paymentId },
      'identifiant de paiement du prestataire déjà utilisé : paiement annulé',
    );
    return { ok: false, status: 502, error: paymentMessages.providerIdReused };
  }
  log.info({ kind: flow.kind, paymentId, amountCents }, 'paiement créé');
  return { ok: true, paymentUrl: checkout.paymentUrl, paymentId };
}
