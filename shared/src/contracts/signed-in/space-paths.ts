// Where the signed-in spaces live, written once: their pages, their calls, and the volunteers' roles.
// No schema here, so a public page (the member area's sign-in) can name a path without the contract.

/** The volunteers' space: its pages, and the prefix of its calls. */
export const VOLUNTEER_SPACE_PATH = '/benevoles/';
export const VOLUNTEERS_API = '/api/benevoles';

/** The member area: its pages, and the prefix of its calls. */
export const MEMBER_SPACE_PATH = '/adherents/';
export const MEMBERS_API = '/api/adherents';

/** The one-step renewal in the member area (/adherents/#renouveler): where reminders lead. */
export const MEMBER_RENEWAL_ANCHOR = 'renouveler';
/**
 * The member a reminder's renewal link names (/adherents/?adherent=…, the key of their name): at an
 * address several members share, the renewal offers theirs first.
 */
export const RENEWED_MEMBER_PARAM = 'adherent';

/**
 * The renewal of one member of the address (the key of their name), where their reminder leads: the
 * member area offers it first and brings it into view; signed out, the sign-in leads back to it.
 */
export const memberRenewalPath = (memberKey: string) =>
  `${MEMBER_SPACE_PATH}?${new URLSearchParams({ [RENEWED_MEMBER_PARAM]: memberKey })}#${MEMBER_RENEWAL_ANCHOR}`;

/**
 * The cookies signing in sets, and nothing else does (the legal page names them): the session of each
 * space and the token that guards its forms. `__Host-`: taken by a browser from this host alone, over
 * HTTPS, for the whole site.
 */
export const SIGNED_IN_COOKIES = {
  volunteer: '__Host-mtdm_benevole',
  member: '__Host-mtdm_adherent',
  csrf: '__Host-mtdm_csrf',
} as const;

/** A signed-in session closes after this many hours unused, and this many after it opened. */
export const SIGNED_IN_SESSION_HOURS = { idle: 8, max: 24 } as const;

/** The two calls the public sign-in page (/pages/Login) makes: a link asked for, a session looked for. */
export const publicMemberCalls = {
  requestLink: `${MEMBERS_API}/lien`,
  session: `${MEMBERS_API}/session`,
} as const;

/** The pages a sign-in link, an address change or a reminder's stop link open. */
export const spacePages = {
  volunteerSignIn: `${VOLUNTEER_SPACE_PATH}connexion`,
  memberSignIn: `${MEMBER_SPACE_PATH}connexion`,
  memberEmailChange: `${MEMBER_SPACE_PATH}adresse`,
  stopReminders: `${MEMBER_SPACE_PATH}rappels`,
} as const;

/** The roles of the volunteers' file, each opening its part of the space. */
export const VOLUNTEER_ROLES = [
  'boutique',
  'adhesions',
  'tresorerie',
  'musee',
  'chetom',
  'administration',
] as const;
export type VolunteerRole = (typeof VOLUNTEER_ROLES)[number];

/** A volunteer as the association's file names them: the address they sign in with, a name, roles. */
export interface VolunteerEntry {
  readonly email: string;
  readonly name: string;
  readonly roles: readonly VolunteerRole[];
}

export const isVolunteerRole = (value: unknown): value is VolunteerRole =>
  typeof value === 'string' && (VOLUNTEER_ROLES as readonly string[]).includes(value);

/**
 * Who sends a payer's document again or corrects it: the attestation is the memberships', the tax
 * receipt the treasury's. The server checks it on the item; the screens show the buttons by it.
 */
export const DOCUMENT_ROLES = {
  'membership-attestation': 'adhesions',
  'tax-receipt': 'tresorerie',
} as const satisfies Record<string, VolunteerRole>;

/**
 * Whether a volunteer with `roles` may make a call, as its access says (for 'volunteer', the item's
 * own role decides on the server): the screens show a button only to whom its call would answer.
 */
export const mayCall = (roles: readonly VolunteerRole[], route: { readonly access: unknown }): boolean =>
  route.access === 'volunteer' ||
  (Array.isArray(route.access) && roles.some((role) => (route.access as readonly string[]).includes(role)));
