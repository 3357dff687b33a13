// The space's calls to the api, all through its contract (@mtdm/shared/contracts/signed-in): who is
// signed in, the lists and details, and each change sent with the session's CSRF token.
import { readSignedIn } from '@mtdm/shared/contracts';
export { RecordMissing } from '@mtdm/shared/contracts';
import {
  readCall,
  sendCall,
  VOLUNTEER_SPACE_PATH,
  volunteerCalls,
  type CallArguments,
  type SignedInCall,
} from '@mtdm/shared/contracts/signed-in/client';
import { spaceTexts } from './space-texts';

export type { ListName, Volunteer, VolunteerRole } from '@mtdm/shared/contracts/signed-in/client';
export {
  addressOf,
  DOCUMENT_ROLES,
  LIST_SORTS,
  LIST_VIEW_PARAMS,
  MEMBERS_UP_TO_DATE,
  mayCall,
  volunteerCalls as calls,
} from '@mtdm/shared/contracts/signed-in/client';

/** Where a volunteer without a live session is sent: the sign-in page. */
export const SIGN_IN_PATH = VOLUNTEER_SPACE_PATH;

/** The signed-in volunteer, or null (the session is closed: back to the sign-in page). */
export const loadVolunteer = () => readCall(volunteerCalls.me, {}, spaceTexts.loadFailed);

/** A list or a detail of the space; null when the session has closed. */
export const readSpace = <C extends SignedInCall>(call: C, args: CallArguments<C> = {}) =>
  readCall(call, args, spaceTexts.loadFailed);

/** A call's address already written (a screen's data, read again on each change). */
export const readAddress = <T>(address: string) => readSignedIn<T>(address, spaceTexts.loadFailed);

/** A change: the server's answer (its French message), or throws the server's French refusal. */
export const changeSpace = <C extends SignedInCall>(call: C, args: Parameters<typeof sendCall<C>>[1]) =>
  sendCall(call, args, spaceTexts.changeFailed);
