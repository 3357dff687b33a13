import { buildCallUrl, calls, type CallDescriptor } from '../endpoints';
import { confirmationRefusedMessage, errorMessages } from '../messages';
import { isPaymentDocumentKind, type PaymentDocumentLink } from '../payment-documents';
import { ApiError, resolveFetch, type ApiClientOptions } from './http';

/** The two ids a confirmation needs (see resolveConfirmationIds in @mtdm/shared/storage). */
export interface PaymentIds {
  readonly paymentId: string | null | undefined;
  readonly customerId: string | null | undefined;
}

export type ConfirmationKind = 'shop' | 'membership' | 'donation';

/** A paid order, restated on its success page. */
export interface ConfirmedOrder {
  readonly reference: string;
  readonly lines: readonly {
    readonly name: string;
    readonly size: string | null;
    readonly quantity: number;
    readonly unitPriceCents: number;
  }[];
  readonly shippingCents: number;
  readonly amountCents: number;
}

/** What a confirmed payment gives its payer: documents to download, or, for an order, what was ordered. */
export interface ConfirmedPayment {
  readonly documents: readonly PaymentDocumentLink[];
  readonly order?: ConfirmedOrder;
}

/** The order of an answer, when it is one this page can show (anything else is dropped). */
function orderOf(value: unknown): ConfirmedOrder | undefined {
  const order = value as Partial<ConfirmedOrder> | undefined;
  if (!order || typeof order.reference !== 'string' || !Array.isArray(order.lines)) return undefined;
  const lines = order.lines.filter(
    (line) =>
      typeof line?.name === 'string' &&
      (line.size === null || typeof line.size === 'string') &&
      Number.isInteger(line.quantity) &&
      Number.isInteger(line.unitPriceCents),
  );
  if (!Number.isInteger(order.shippingCents) || !Number.isInteger(order.amountCents)) return undefined;
  return {
    reference: order.reference,
    lines,
    shippingCents: order.shippingCents!,
    amountCents: order.amountCents!,
  };
}

/** A link to follow: the site's own path, or an http(s) address; anything else is dropped. */
const isDownloadAddress = (url: string) => /^(\/(?!\/)|https?:\/\/)/.test(url);

/** The well-formed document links of an answer; an answer without any gives none. */
function documentLinks(value: unknown): PaymentDocumentLink[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const { kind, url } = (item ?? {}) as { kind?: unknown; url?: unknown };
    return isPaymentDocumentKind(kind) && typeof url === 'string' && isDownloadAddress(url)
      ? [{ kind, url }]
      : [];
  });
}

const descriptors: Record<ConfirmationKind, CallDescriptor> = {
  shop: calls.confirmShopPayment,
  membership: calls.confirmMembership,
  donation: calls.confirmDonation,
};

/**
 * confirmShopPayment, confirmMembership, confirmDonation. Resolves when the server answers success true, with the documents it links to;
 * otherwise throws an ApiError with the error text: missing ids (no call made), success false with its
 * reason, or the generic message for an HTTP failure or any exception. The caller removes the
 * stored ids on success.
 */
export async function confirmPayment(
  kind: ConfirmationKind,
  ids: PaymentIds,
  options: ApiClientOptions = {},
): Promise<ConfirmedPayment> {
  const { paymentId, customerId } = ids;
  if (!paymentId || !customerId) throw new ApiError(errorMessages.missingPaymentInfo);
  const url = buildCallUrl(
    descriptors[kind],
    { payment_id: paymentId, customer_id: customerId },
    options.baseUrl,
  );
  let body: unknown;
  try {
    const response = await resolveFetch(options)(url, { method: 'GET', credentials: 'include' });
    if (!response.ok) {
      const detail =
        kind === 'donation' ? errorMessages.donationConfirmationDetail : `HTTP ${response.status}`;
      throw new ApiError(errorMessages.confirmationFailed, detail);
    }
    body = await response.json();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(
      errorMessages.confirmationFailed,
      error instanceof Error ? error.message : String(error),
    );
  }
  if (typeof body !== 'object' || body === null)
    throw new ApiError(errorMessages.confirmationFailed, 'réponse illisible');
  const { success, reason, documents, order } = body as {
    success?: unknown;
    reason?: unknown;
    documents?: unknown;
    order?: unknown;
  };
  if (success !== true) throw new ApiError(confirmationRefusedMessage(reason));
  const confirmedOrder = orderOf(order);
  return { documents: documentLinks(documents), ...(confirmedOrder ? { order: confirmedOrder } : {}) };
}

export const confirmShopPayment = (ids: PaymentIds, options?: ApiClientOptions) =>
  confirmPayment('shop', ids, options);
export const confirmMembership = (ids: PaymentIds, options?: ApiClientOptions) =>
  confirmPayment('membership', ids, options);
export const confirmDonation = (ids: PaymentIds, options?: ApiClientOptions) =>
  confirmPayment('donation', ids, options);
