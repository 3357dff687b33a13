// The space's calls to the api (same origin, the session's cookie): who is signed in, the lists and
// details, and each change sent with the session's CSRF token.
import { readSignedIn, sendChange } from '@mtdm/shared/contracts';
import { spaceTexts } from './space-texts';

/** The roles of the volunteers' file, each opening its part of the space. */
export type VolunteerRole = 'boutique' | 'adhesions' | 'tresorerie' | 'musee' | 'chetom' | 'administration';

/** Who is signed in (GET /api/benevoles/moi). */
export interface Volunteer {
  readonly name: string;
  readonly email: string;
  readonly roles: readonly VolunteerRole[];
  readonly csrfToken: string;
}

/** Where a volunteer without a live session is sent: the sign-in page. */
export const SIGN_IN_PATH = '/benevoles/';

/** The signed-in volunteer, or null (the session is closed: back to the sign-in page). */
export const loadVolunteer = () => readSignedIn<Volunteer>('/api/benevoles/moi', spaceTexts.loadFailed);

/** A list or a detail of the space; null when the session has closed. */
export const readSpace = <T>(path: string) => readSignedIn<T>(path, spaceTexts.loadFailed);

/** A change: the server's answer (its French message), or throws the server's French refusal. */
export const changeSpace = (path: string, csrfToken: string, payload: object = {}) =>
  sendChange<{ readonly success: boolean; readonly message?: string }>(
    path,
    csrfToken,
    payload,
    spaceTexts.changeFailed,
  );
