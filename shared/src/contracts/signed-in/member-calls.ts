// Every call of the member area: the sign-in by link, the member's account and its changes, the
// address change confirmed from the new address, and the reminders' stop link.
import { z } from 'zod';
import { changeAnswer, memberAccountAnswer, memberSessionAnswer, renewalAnswer } from './answers';
import { emailField, lenientText } from './request-fields';
import { signedInCall as call } from './signed-in-call';
import { MEMBER_SPACE_PATH as SPACE, MEMBERS_API as API, publicMemberCalls, spacePages } from './space-paths';

const tokenBody = z.object({ jeton: lenientText });
const stopLink = z.object({ adresse: lenientText, signature: lenientText });

/** The renewal's donation: absent or '' is none; otherwise a number of euros, 0 or more. */
const donationAmount = z
  .custom<number | string>(() => true)
  .optional()
  .transform((given, context) => {
    const euros = given === undefined || given === '' ? 0 : Number(given);
    if (Number.isFinite(euros) && euros >= 0) return euros;
    context.addIssue({ code: 'custom', message: 'Le montant du don doit être un nombre positif.' });
    return z.NEVER;
  });

export const memberCalls = {
  requestLink: call('POST', publicMemberCalls.requestLink, 'anyone', {
    body: z.object({ email: emailField }),
    answer: changeAnswer,
  }),
  signInPage: call('GET', spacePages.memberSignIn, 'anyone', { query: tokenBody, answer: 'page' }),
  openSession: call('POST', `${API}/session`, 'anyone', { body: tokenBody, answer: 'page' }),
  spaceHome: call('GET', SPACE, 'anyone', { answer: 'page' }),
  spacePages: call('GET', `${SPACE}*`, 'anyone', { answer: 'page' }),
  /** Asked by the public sign-in page: never an error, never stored. */
  session: call('GET', publicMemberCalls.session, 'anyone', { answer: memberSessionAnswer }),
  account: call('GET', `${API}/moi`, 'member', { answer: memberAccountAnswer }),
  correctContact: call('POST', `${API}/coordonnees`, 'member', {
    body: z.object({
      address: lenientText,
      postcode: lenientText,
      city: lenientText,
      mobileNumber: lenientText,
    }),
    answer: changeAnswer,
  }),
  renew: call('POST', `${API}/renouvellement`, 'member', {
    body: z.object({ membershipType: lenientText, donationAmount }),
    answer: renewalAnswer,
    refusalKey: 'error',
  }),
  changeEmail: call('POST', `${API}/adresse`, 'member', {
    body: z.object({ email: emailField }),
    answer: changeAnswer,
  }),
  emailChangePage: call('GET', spacePages.memberEmailChange, 'anyone', { query: tokenBody, answer: 'page' }),
  confirmEmailChange: call('POST', `${API}/adresse/confirmation`, 'anyone', {
    body: tokenBody,
    answer: 'page',
  }),
  signOut: call('POST', `${API}/deconnexion`, 'member', { answer: changeAnswer }),
  stopRemindersPage: call('GET', spacePages.stopReminders, 'anyone', { query: stopLink, answer: 'page' }),
  /** The page's button, or a mail client's one-click unsubscribe (the link's query carries the address). */
  stopReminders: call('POST', `${API}/rappels/arret`, 'anyone', {
    body: stopLink,
    query: stopLink,
    answer: 'page',
  }),
} as const;
