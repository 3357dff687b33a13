// The calls of the signed-in spaces (the member area, the volunteers' space): same origin, the
// session's cookie, every change sent with the session's CSRF token; a refusal read as the server's
// French message.

const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' };

/** The French message of an answer (`message`, else `error`), or `fallback`. */
async function messageOf(response: Response, fallback: string): Promise<string> {
  return (await refusalOf(response, fallback)).message;
}

/** A line of a batch the server refused: its reference, and why. */
export interface RefusedLine {
  readonly reference: string;
  readonly message: string;
}

/** A change the server refused: its French message, and for a batch each line that failed. */
export class ChangeRefused extends Error {
  constructor(
    message: string,
    readonly lines: readonly RefusedLine[] = [],
  ) {
    super(message);
  }
}

async function refusalOf(response: Response, fallback: string): Promise<ChangeRefused> {
  try {
    const body = (await response.json()) as { message?: unknown; error?: unknown; failures?: unknown };
    const text = typeof body.message === 'string' ? body.message : body.error;
    const lines = Array.isArray(body.failures)
      ? body.failures.filter(
          (line): line is RefusedLine =>
            typeof line?.reference === 'string' && typeof line?.message === 'string',
        )
      : [];
    return new ChangeRefused(typeof text === 'string' && text ? text : fallback, lines);
  } catch {
    return new ChangeRefused(fallback);
  }
}

/** A read of a record the server does not hold (404): asking again will not bring it back. */
export class RecordMissing extends Error {}

/**
 * A signed-in read: the answer's body, null without a live session (401), or throws its message
 * (a `RecordMissing` for a record the server does not hold).
 */
export async function readSignedIn<T>(path: string, fallback: string): Promise<T | null> {
  const response = await fetch(path, { headers: { Accept: 'application/json' } });
  if (response.status === 401) return null;
  if (response.status === 404) throw new RecordMissing(await messageOf(response, fallback));
  if (!response.ok) throw new Error(await messageOf(response, fallback));
  return (await response.json()) as T;
}

/** A change (POST, JSON, CSRF token): the answer's body, or throws the server's French message. */
export async function sendChange<T>(
  path: string,
  csrfToken: string,
  payload: object,
  fallback: string,
): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { ...JSON_HEADERS, 'x-csrf-token': csrfToken },
    body: JSON.stringify(payload),
  });
  if (!response.ok) throw await refusalOf(response, fallback);
  return (await response.json()) as T;
}

/**
 * Asks for a sign-in link (no session yet), with what the link should lead to once opened (`then`):
 * the server's neutral answer, or throws its message.
 */
export async function requestLink(
  path: string,
  email: string,
  fallback: string,
  then: Readonly<Record<string, string>> = {},
): Promise<string> {
  const response = await fetch(path, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ email, ...then }),
  });
  const message = await messageOf(response, fallback);
  if (!response.ok) throw new Error(message);
  return message;
}
