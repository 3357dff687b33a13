// The member area's calls to the api on /pages/Login (same origin): the sign-in link, and whether a
// member's session is open (their own pages are the members' module's, under /adherents/).
import { requestLink } from '@mtdm/shared/contracts';

/** Asks for a sign-in link; the server's neutral answer, or throws its French message. */
export const requestSignInLink = (email: string, fallback: string): Promise<string> =>
  requestLink('/api/adherents/lien', email, fallback);

/** Whether this browser has a member's live session. */
export async function hasMemberSession(): Promise<boolean> {
  const response = await fetch('/api/adherents/moi', { headers: { Accept: 'application/json' } });
  // The answer is read to its end though only its status matters: a body left unread keeps the
  // request open in Chromium, and the page never settles (network idle).
  await response.text().catch(() => '');
  return response.ok;
}
