import { buildCallUrl, calls, type CallDescriptor } from '../endpoints';
import {
  errorMessages,
  invalidContentTypeMessage,
  paymentPreparationMessage,
  serverErrorMessage,
} from '../messages';
import type {
  DonationPaymentRequest,
  MembershipPaymentRequest,
  ShopPaymentRequest,
} from '../schemas/payments';
import { ApiError, readJson, resolveFetch, stringField, type ApiClientOptions } from './http';

/** What a successful payment start returns: where to send the browser, and the id to keep. */
export interface PaymentStart {
  readonly paymentUrl: string;
  readonly paymentId: string;
}

/** Internal failure whose message goes inside 'Erreur lors de la préparation du paiement: …'. */
class StepError extends Error {}

function post(descriptor: CallDescriptor, payload: unknown, options: ApiClientOptions, accept: boolean) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (accept) headers.Accept = 'application/json';
  return resolveFetch(options)(buildCallUrl(descriptor, {}, options.baseUrl), {
    method: 'POST',
    mode: 'cors',
    credentials: descriptor.credentials,
    headers,
    body: JSON.stringify(payload),
  });
}

function requirePaymentFields(body: unknown): PaymentStart {
  const paymentUrl = stringField(body, 'payment_url');
  const paymentId = stringField(body, 'payment_id');
  if (!paymentUrl || !paymentId) throw new StepError(errorMessages.missingPaymentUrl);
  return { paymentUrl, paymentId };
}

async function wrap(step: () => Promise<PaymentStart>): Promise<PaymentStart> {
  try {
    return await step();
  } catch (error) {
    const message = error instanceof StepError ? error.message : errorMessages.network;
    throw new ApiError(
      paymentPreparationMessage(message),
      error instanceof Error ? error.message : String(error),
    );
  }
}

/**
 * createShopPayment, shop payment start, with the shop’s error messages: a non-JSON content type, then a non-OK
 * status, then a missing payment_url/payment_id; every failure reads
 * 'Erreur lors de la préparation du paiement: {message}'.
 */
export function startShopPayment(
  payload: ShopPaymentRequest,
  options: ApiClientOptions = {},
): Promise<PaymentStart> {
  return wrap(async () => {
    const response = await post(calls.createShopPayment, payload, options, false);
    const contentType = response.headers.get('content-type');
    if (!contentType || !contentType.toLowerCase().includes('application/json')) {
      throw new StepError(invalidContentTypeMessage(contentType));
    }
    const body = await readJson(response);
    if (!response.ok) throw new StepError(serverErrorMessage(response.status, stringField(body, 'error')));
    if (body === undefined) throw new StepError(errorMessages.responseFormat);
    return requirePaymentFields(body);
  });
}

/** Membership and donation: non-OK → 'Erreur serveur: …' ('Erreur de format de réponse' if unreadable). */
async function startFormPayment(
  descriptor: CallDescriptor,
  payload: unknown,
  options: ApiClientOptions,
  accept: boolean,
): Promise<PaymentStart> {
  return wrap(async () => {
    const response = await post(descriptor, payload, options, accept);
    const body = await readJson(response);
    if (!response.ok) {
      const error = body === undefined ? errorMessages.responseFormat : stringField(body, 'error');
      throw new StepError(serverErrorMessage(response.status, error));
    }
    if (body === undefined) throw new StepError(errorMessages.responseFormat);
    return requirePaymentFields(body);
  });
}

/** createMembershipPayment, membership payment start. */
export function startMembershipPayment(
  payload: MembershipPaymentRequest,
  options: ApiClientOptions = {},
): Promise<PaymentStart> {
  return startFormPayment(calls.createMembershipPayment, payload, options, false);
}

/** createDonationPayment, donation payment start (also sends Accept: application/json). */
export function startDonationPayment(
  payload: DonationPaymentRequest,
  options: ApiClientOptions = {},
): Promise<PaymentStart> {
  return startFormPayment(calls.createDonationPayment, payload, options, true);
}
