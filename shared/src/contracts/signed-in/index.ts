// The signed-in spaces' whole contract, for the server and the tests: every call with its access, and
// the schemas of what it takes and answers. The screens import ./client (no schema travels to them).
export { volunteerCalls } from './volunteer-calls';
export { memberCalls } from './member-calls';
export { callUrl } from './signed-in-call';
export type { AnswerOf, BodyOf, ParamsOf, QueryOf, SignedInCall } from './signed-in-call';
export * from './space-paths';
export * from './list-views';
export { parcelLine } from './request-fields';
