// The member area's calls to the api (same origin, session cookie): the sign-in link, the member's
// account, and the changes, each sent with the session's CSRF token (@mtdm/shared/contracts).
import { requestLink, sendChange } from '@mtdm/shared/contracts';

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

/** Asks for a sign-in link; the server's neutral answer, or throws its French message. */
export const requestSignInLink = (email: string, fallback: string): Promise<string> =>
  requestLink('/api/adherents/lien', email, fallback);

/** The signed-in member's account, or null without a live session. */
export async function loadAccount(): Promise<MemberAccount | null> {
  const response = await fetch('/api/adherents/moi', { headers: { Accept: 'application/json' } });
  return response.ok ? ((await response.json()) as MemberAccount) : null;
}

export { sendChange };
