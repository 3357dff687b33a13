// What each call of the member area takes and answers (its place and access: member-routes.ts): the
// contract the api registers its routes from.
import { z } from 'zod';
import { changeAnswer, memberAccountAnswer, memberSessionAnswer, renewalAnswer } from './answers';
import { emailField, lenientText } from './request-fields';
import { withSchemas } from './signed-in-call';
import { memberRoutes } from './member-routes';
import { RENEWED_MEMBER_PARAM } from './space-paths';
import { RENEWAL_DONATION_MESSAGE, renewalDonationEuros } from '../../validation/renewal-donation';
import { MEMBERSHIP_TYPES, values } from '../form-options';
import { SHORT_TEXT_MAX_LENGTH } from '../schemas/fields';

/** A stop of the reminders: the address, the member's key ('' in links for a whole address) and their signature. */
const stopLink = z.object({ adresse: lenientText, adherent: lenientText, signature: lenientText });

/** The renewal's donation: absent or '' is none; otherwise a number of euros, 0 to the maximum. */
const donationAmount = z
  .custom<number | string>(() => true)
  .optional()
  .transform((given, context) => {
    const euros = renewalDonationEuros(given);
    if (euros !== null) return euros;
    context.addIssue({ code: 'custom', message: RENEWAL_DONATION_MESSAGE });
    return z.NEVER;
  });

/** Said when a renewal or a correction names its member by anything but a name's key. */
const UNKNOWN_MEMBER = 'Adhérent inconnu.';
/** The longest key of a member's name: a first and a last name as long as the forms take, and a space. */
const MEMBER_KEY_MAX_LENGTH = 2 * SHORT_TEXT_MAX_LENGTH + 1;

/**
 * One of the address's members (a couple shares one), named by the key of their name (`memberKey` in
 * the account): absent or '' is none; anything but a key's text is refused.
 */
const memberKeyField = z
  .string({ error: UNKNOWN_MEMBER })
  .trim()
  .max(MEMBER_KEY_MAX_LENGTH, { error: UNKNOWN_MEMBER })
  .optional()
  .transform((key) => key || undefined);

/**
 * The member whose renewal a sign-in leads back to (`?adherent=`, the key of their name, as their
 * reminder's link names them): '' for none. Longer than a key, it is dropped: the sign-in goes on.
 */
const renewedMember = lenientText.transform((key) => (key.length <= MEMBER_KEY_MAX_LENGTH ? key : ''));
/** A sign-in link's token, and the renewal it leads to, if any. */
const tokenBody = z.object({ jeton: lenientText, [RENEWED_MEMBER_PARAM]: renewedMember });

/** Said when a renewal names a type the form does not offer. */
export const UNKNOWN_MEMBERSHIP_TYPE = 'Type d’adhésion inconnu.';

/** The renewal's type: absent or '' keeps the latest membership's; else one of the form's, by its own name. */
const renewalType = z
  .enum(['', ...values(MEMBERSHIP_TYPES)], { error: UNKNOWN_MEMBERSHIP_TYPE })
  .optional()
  .transform((type) => type || undefined);

export const memberCalls = withSchemas(memberRoutes, {
  requestLink: {
    body: z.object({ email: emailField, [RENEWED_MEMBER_PARAM]: renewedMember }),
    answer: changeAnswer,
  },
  signInPage: { query: tokenBody, answer: 'page' },
  openSession: { body: tokenBody, answer: 'page' },
  spaceHome: { query: z.object({ [RENEWED_MEMBER_PARAM]: renewedMember }), answer: 'page' },
  spacePages: { answer: 'page' },
  session: { answer: memberSessionAnswer },
  account: { answer: memberAccountAnswer },
  copy: { answer: 'file' },
  correctContact: {
    body: z.object({
      address: lenientText,
      postcode: lenientText,
      city: lenientText,
      mobileNumber: lenientText,
      /** Whose details are corrected: absent, the latest's member. */
      member: memberKeyField,
    }),
    answer: changeAnswer,
  },
  renew: {
    body: z.object({
      membershipType: renewalType,
      donationAmount,
      /** Whose membership is renewed: absent, the latest's member. */
      member: memberKeyField,
    }),
    answer: renewalAnswer,
    refusalKey: 'error',
  },
  changeEmail: {
    body: z.object({ email: emailField }),
    answer: changeAnswer,
  },
  emailChangePage: { query: tokenBody, answer: 'page' },
  confirmEmailChange: {
    body: tokenBody,
    answer: 'page',
  },
  signOut: { answer: changeAnswer },
  stopRemindersPage: { query: stopLink, answer: 'page' },
  stopReminders: {
    body: stopLink,
    query: stopLink,
    answer: 'page',
  },
});
