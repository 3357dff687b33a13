import {
  buildCallUrl,
  extraCalls,
  withdrawalResponseSchema,
  type WithdrawalRequest,
  type WithdrawalResponse,
} from '@mtdm/shared/contracts';

export const WITHDRAWAL_FAILED =
  'Votre rétractation n’a pas pu être enregistrée. Réessayez dans quelques instants ou écrivez-nous par courrier en utilisant le formulaire type ci-dessous.';

/** POST /api/retractation: the acknowledgement (reference and time of receipt), or an Error in French. */
export async function sendWithdrawal(
  payload: WithdrawalRequest,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<WithdrawalResponse> {
  let response: Response;
  try {
    response = await fetchImpl(buildCallUrl(extraCalls.withdrawal), {
      method: 'POST',
      credentials: extraCalls.withdrawal.credentials,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
    });
  } catch {
    throw new Error(WITHDRAWAL_FAILED);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new Error(WITHDRAWAL_FAILED);
  }
  if (!response.ok) {
    const message = (body as { message?: unknown } | null)?.message;
    throw new Error(typeof message === 'string' && message.trim() !== '' ? message : WITHDRAWAL_FAILED);
  }
  const parsed = withdrawalResponseSchema.safeParse(body);
  if (!parsed.success) throw new Error(WITHDRAWAL_FAILED);
  return parsed.data;
}

/** "le 19 juin 2026 à 14 h 05" in French time (Europe/Paris), from the server's ISO time. */
export function formatReceivedAt(iso: string): { date: string; time: string } {
  const when = new Date(iso);
  const date = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(when);
  const time = new Intl.DateTimeFormat('fr-FR', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Paris',
  })
    .format(when)
    .replace(':', ' h ');
  return { date, time };
}
