// The member's calls to the api (same origin, the session's cookie): their account, and the changes,
// each sent with the session's CSRF token (@mtdm/shared/contracts).
import { readSignedIn } from '@mtdm/shared/contracts';

export { sendChange } from '@mtdm/shared/contracts';

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

/** The signed-in member's account; null without a live session. */
export const loadAccount = (fallback: string) => readSignedIn<MemberAccount>('/api/adherents/moi', fallback);
