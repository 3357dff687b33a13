import { buildCallUrl, calls, type CallDescriptor } from '../endpoints';
import { errorMessages } from '../messages';
import type { ContactKind, ContactRequest } from '../schemas/forms';
import { ApiError, readJson, resolveFetch, stringField, type ApiClientOptions } from './http';

const contactCalls: Record<ContactKind, CallDescriptor> = {
  chetom: calls.contactChetom,
  museum: calls.contactMuseum,
  association: calls.contactAssociation,
};

async function send(descriptor: CallDescriptor, init: RequestInit, options: ApiClientOptions): Promise<void> {
  let response: Response;
  try {
    response = await resolveFetch(options)(buildCallUrl(descriptor, {}, options.baseUrl), {
      method: 'POST',
      ...init,
    });
  } catch (error) {
    throw new ApiError(errorMessages.formFallback, error instanceof Error ? error.message : String(error));
  }
  const body = await readJson(response);
  if (!response.ok) {
    const message = stringField(body, 'message');
    throw new ApiError(
      message && message.trim() !== '' ? message : errorMessages.formFallback,
      `HTTP ${response.status}`,
    );
  }
}

/**
 * contactChetom, contactMuseum, contactAssociation (JSON). A non-OK answer throws an ApiError with the server's `message`, otherwise
 * 'Erreur lors de l'envoi du formulaire'. The success body is read and ignored.
 */
export function sendContactForm<K extends ContactKind>(
  kind: K,
  payload: ContactRequest<K>,
  options: ApiClientOptions = {},
): Promise<void> {
  return send(
    contactCalls[kind],
    { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) },
    options,
  );
}

/** jobApplication (multipart: text fields plus `resume` and optional `cover-letter-file`). Same error rules. */
export function sendJobApplication(form: FormData, options: ApiClientOptions = {}): Promise<void> {
  return send(calls.jobApplication, { body: form }, options);
}
