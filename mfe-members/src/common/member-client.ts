// The member's calls to the api, all through the member area's contract
// (@mtdm/shared/contracts/signed-in): their account, and the changes, each sent with the session's
// CSRF token.
import { memberCalls, readCall } from '@mtdm/shared/contracts/signed-in/client';

export type { MemberAccount } from '@mtdm/shared/contracts/signed-in/client';
export { memberCalls as calls, sendCall } from '@mtdm/shared/contracts/signed-in/client';

/** The signed-in member's account; null without a live session. */
export const loadAccount = (fallback: string) => readCall(memberCalls.account, {}, fallback);
