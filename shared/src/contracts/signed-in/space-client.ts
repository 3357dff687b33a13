// The screens' one way to call their space: a call of the table, its parameters and query, its body;
// the answer typed by the table. A read without a live session gives null (back to the sign-in).
import { readSignedIn, sendChange } from '../client/signed-in';
import {
  callUrl,
  type AnswerOf,
  type BodyIn,
  type ParamsOf,
  type QueryIn,
  type SignedInCall,
} from './signed-in-call';

/** What a call needs besides its table entry: the path's parameters, the query, the body. */
export interface CallArguments<C extends SignedInCall> {
  readonly params?: ParamsOf<C['path']>;
  readonly query?: QueryIn<C> & Readonly<Record<string, string | number | undefined>>;
}

/** The address of a call with its arguments (a link to a file, or the key of a read). */
export const addressOf = <C extends SignedInCall>(call: C, args: CallArguments<C> = {}) =>
  callUrl(call, (args.params ?? {}) as ParamsOf<C['path']>, args.query ?? {});

/** A read (GET): its answer, null without a live session (401), or throws the server's French message. */
export const readCall = <C extends SignedInCall>(call: C, args: CallArguments<C>, fallback: string) =>
  readSignedIn<AnswerOf<C>>(addressOf(call, args), fallback);

/** A change (POST with the session's CSRF token): its answer, or throws the server's French refusal. */
export const sendCall = <C extends SignedInCall>(
  call: C,
  args: CallArguments<C> & { readonly body?: BodyIn<C>; readonly csrfToken: string },
  fallback: string,
) => sendChange<AnswerOf<C>>(addressOf(call, args), args.csrfToken, (args.body ?? {}) as object, fallback);
