// The member area's calls to the api on /pages/Login (same origin): the sign-in link, and whether a
// member's session is open (their own pages are the members' module's, under /adherents/).
import { publicMemberCalls, RENEWED_MEMBER_PARAM, requestLink } from '@mtdm/shared/contracts';

/**
 * Asks for a sign-in link; the server's neutral answer, or throws its French message. A visitor led
 * here from a renewal (a reminder's link, `?adherent=`) is sent a link that leads back to it.
 */
export function requestSignInLink(email: string, fallback: string): Promise<string> {
  const renewedMember = new URLSearchParams(window.location.search).get(RENEWED_MEMBER_PARAM);
  return requestLink(
    publicMemberCalls.requestLink,
    email,
    fallback,
    renewedMember ? { [RENEWED_MEMBER_PARAM]: renewedMember } : {},
  );
}

/** Whether this browser has a member's live session (a signed-out visitor gets a plain answer). */
export async function hasMemberSession(): Promise<boolean> {
  const response = await fetch(publicMemberCalls.session, { headers: { Accept: 'application/json' } });
  const state = (await response.json().catch(() => null)) as { signedIn?: unknown } | null;
  return response.ok && state?.signedIn === true;
}
