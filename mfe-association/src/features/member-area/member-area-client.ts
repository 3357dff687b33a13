// The member area's calls to the api (same origin, session cookie): the sign-in link, the member's
// account, and the changes, each sent with the session's CSRF token.

/** What a signed-in member sees (GET /api/adherents/moi). */
export interface MemberAccount {
  readonly memberships: readonly {
    readonly type: string;
    readonly amountCents: number;
    readonly paidAt: string;
    readonly memberNumber: number | null;
    readonly validUntil: string;
    /** The amount and dates as the page shows them, written by the server. */
    readonly text: { readonly amount: string; readonly paidOn: string; readonly validUntil: string };
    readonly documents: readonly {
      readonly kind: 'membership-attestation' | 'tax-receipt';
      readonly url: string;
    }[];
  }[];
  readonly contact: {
    readonly firstName: string;
    readonly lastName: string;
    readonly email: string;
    readonly address: string;
    readonly postcode: string;
    readonly city: string;
    readonly mobileNumber: string;
  } | null;
  readonly csrfToken: string;
}

const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' };

async function messageOf(response: Response, fallback: string): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown; error?: unknown };
    const text = typeof body.message === 'string' ? body.message : body.error;
    return typeof text === 'string' && text ? text : fallback;
  } catch {
    return fallback;
  }
}

/** Asks for a sign-in link; the server's neutral answer, or throws its French message. */
export async function requestSignInLink(email: string, fallback: string): Promise<string> {
  const response = await fetch('/api/adherents/lien', {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ email }),
  });
  const message = await messageOf(response, fallback);
  if (!response.ok) throw new Error(message);
  return message;
}

/** The signed-in member's account, or null without a live session. */
export async function loadAccount(): Promise<MemberAccount | null> {
  const response = await fetch('/api/adherents/moi', { headers: { Accept: 'application/json' } });
  return response.ok ? ((await response.json()) as MemberAccount) : null;
}

/** A change of the member area (POST, JSON, CSRF token): the answer's body, or throws its message. */
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
  if (!response.ok) throw new Error(await messageOf(response, fallback));
  return (await response.json()) as T;
}
