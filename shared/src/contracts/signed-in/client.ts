// What the screens of the signed-in spaces import: each call's place and access, typed with what it
// takes and answers, and the one way to call it. Nothing here brings a schema (or zod) to the
// browser: the types come from the contract, the values from the routes alone.
import type { memberCalls as MemberCalls } from './member-calls';
import { memberRoutes } from './member-routes';
import type { volunteerCalls as VolunteerCalls } from './volunteer-calls';
import { volunteerRoutes } from './volunteer-routes';

/**
 * The volunteers' calls as the screens use them: their method and path at run time, their bodies
 * and answers as types. The client reads nothing else of a call (space-client.ts).
 */
export const volunteerCalls = volunteerRoutes as unknown as typeof VolunteerCalls;
/** The member area's calls, likewise. */
export const memberCalls = memberRoutes as unknown as typeof MemberCalls;

export { addressOf, readCall, sendCall } from './space-client';
export { ChangeRefused, type RefusedLine } from '../client/signed-in';
export type { CallArguments } from './space-client';
export type { AnswerOf, BodyIn, ParamsOf, SignedInCall } from './signed-in-call';
export * from './space-paths';
export * from './list-views';
export { SPACE_TEXT_LIMITS } from './text-limits';
export type {
  ReceiptLine,
  InboxSummary,
  MemberAccount,
  PersonErased,
  PersonFound,
  TourSummary,
  Volunteer,
  WithdrawalDecisionRecord,
  WithdrawalToCheck,
} from './answers';
