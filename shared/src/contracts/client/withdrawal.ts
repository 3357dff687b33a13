import { extraCalls, buildCallUrl } from '../endpoints';
import type { WithdrawalRequest, WithdrawalResponse } from '../schemas/withdrawal';
import { ApiError, readJson, resolveFetch, stringField, type ApiClientOptions } from './http';

/** Shown when the withdrawal cannot be recorded and the server gave no message. */
export const WITHDRAWAL_FAILED =
  'Votre rétractation n’a pas pu être enregistrée. Réessayez dans quelques instants ou écrivez-nous par courrier en utilisant le formulaire type ci-dessous.';

/**
 * POST /api/retractation (the shop's online withdrawal): the acknowledgement (reference and time of
 * receipt), or an ApiError with the server's message, else WITHDRAWAL_FAILED. The answer is checked
 * by hand, so the shop page carries no schema library.
 */
export async function sendWithdrawal(
  payload: WithdrawalRequest,
  options: ApiClientOptions = {},
): Promise<WithdrawalResponse> {
  let response: Response;
  try {
    response = await resolveFetch(options)(buildCallUrl(extraCalls.withdrawal, {}, options.baseUrl), {
      method: 'POST',
      credentials: extraCalls.withdrawal.credentials,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
    });
  } catch (error) {
    throw new ApiError(WITHDRAWAL_FAILED, error instanceof Error ? error.message : String(error));
  }
  const body = await readJson(response);
  if (!response.ok) {
    const message = stringField(body, 'message');
    throw new ApiError(
      message && message.trim() !== '' ? message : WITHDRAWAL_FAILED,
      `HTTP ${response.status}`,
    );
  }
  const reference = stringField(body, 'reference');
  const receivedAt = stringField(body, 'receivedAt');
  const { success, acknowledgementMailed } = (body ?? {}) as {
    success?: unknown;
    acknowledgementMailed?: unknown;
  };
  if (success !== true || !reference || !receivedAt)
    throw new ApiError(WITHDRAWAL_FAILED, 'réponse illisible');
  return { success: true, reference, receivedAt, acknowledgementMailed: acknowledgementMailed === true };
}
