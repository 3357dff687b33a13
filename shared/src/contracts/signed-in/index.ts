// The signed-in spaces' contract: every call, its access, body and answer; the screens' client.
export { volunteerCalls } from './volunteer-calls';
export { memberCalls } from './member-calls';
export { addressOf, readCall, sendCall } from './space-client';
export type { CallArguments } from './space-client';
export { callUrl } from './signed-in-call';
export type { AnswerOf, BodyIn, BodyOf, ParamsOf, QueryOf, SignedInCall } from './signed-in-call';
export * from './space-paths';
export type {
  InboxSummary,
  MemberAccount,
  PersonErased,
  PersonFound,
  TourSummary,
  Volunteer,
} from './answers';
