// Every call of the member area: where it lives and who may make it: the sign-in by link, the
// member's account and its changes, the address change confirmed from the new address, and the
// reminders' stop link. What each call takes and answers is beside it, in member-calls.ts.
import { spaceRoute } from './signed-in-call';
import { MEMBER_SPACE_PATH as SPACE, MEMBERS_API as API, publicMemberCalls, spacePages } from './space-paths';

export const memberRoutes = {
  requestLink: spaceRoute('POST', publicMemberCalls.requestLink, 'anyone'),
  signInPage: spaceRoute('GET', spacePages.memberSignIn, 'anyone'),
  openSession: spaceRoute('POST', `${API}/session`, 'anyone'),
  spaceHome: spaceRoute('GET', SPACE, 'anyone'),
  spacePages: spaceRoute('GET', `${SPACE}*`, 'anyone'),
  /** Asked by the public sign-in page: never an error, never stored. */
  session: spaceRoute('GET', publicMemberCalls.session, 'anyone'),
  account: spaceRoute('GET', `${API}/moi`, 'member'),
  /** A copy of what the site holds under the member's address, for them to keep. */
  copy: spaceRoute('GET', `${API}/copie`, 'member'),
  correctContact: spaceRoute('POST', `${API}/coordonnees`, 'member'),
  renew: spaceRoute('POST', `${API}/renouvellement`, 'member'),
  changeEmail: spaceRoute('POST', `${API}/adresse`, 'member'),
  emailChangePage: spaceRoute('GET', spacePages.memberEmailChange, 'anyone'),
  confirmEmailChange: spaceRoute('POST', `${API}/adresse/confirmation`, 'anyone'),
  signOut: spaceRoute('POST', `${API}/deconnexion`, 'member'),
  stopRemindersPage: spaceRoute('GET', spacePages.stopReminders, 'anyone'),
  /** The page's button, or a mail client's one-click unsubscribe (the link's query carries the address). */
  stopReminders: spaceRoute('POST', `${API}/rappels/arret`, 'anyone'),
} as const;
