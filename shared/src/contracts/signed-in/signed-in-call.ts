// One call of a signed-in space, declared once: its method and path, who may make it, what it takes
// and what it answers. The api registers its route from it; the screens call through it.
import type { z } from 'zod';
import type { VolunteerRole } from './space-paths';

/**
 * Who may make the call: anyone (asking for a link, using it), any signed-in volunteer (the service
 * then checks the item's own role), volunteers holding one of these roles, or a signed-in member.
 */
export type CallAccess = 'anyone' | 'volunteer' | 'member' | readonly VolunteerRole[];

/** What the call answers: JSON of this schema, a file to download, or an HTML page (or a redirect). */
type CallAnswer = z.ZodType | 'file' | 'page';

export interface SignedInCall<
  Path extends string = string,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Answer extends CallAnswer = CallAnswer,
> {
  readonly method: 'GET' | 'POST';
  /** Fastify's form: `:id` names a parameter. */
  readonly path: Path;
  readonly access: CallAccess;
  readonly body: Body;
  readonly query: Query;
  readonly answer: Answer;
  /** Where a refusal's French text goes: `message` (the space's changes) or `error` (a payment start). */
  readonly refusalKey: 'message' | 'error';
}

/** The parameters a path names: `/a/:id/:kind` → `{ id: string; kind: string }`. */
export type ParamsOf<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? { readonly [K in Name]: string } & ParamsOf<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? { readonly [K in Name]: string }
    : Record<never, never>;

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type Output<S> = S extends z.ZodType ? z.output<S> : never;

/** What the caller sends, and what the handler receives once checked. */
export type BodyIn<C extends SignedInCall> = Input<C['body']>;
export type BodyOf<C extends SignedInCall> = Output<C['body']>;
export type QueryIn<C extends SignedInCall> = Input<C['query']>;
export type QueryOf<C extends SignedInCall> = Output<C['query']>;
/** The JSON answer of a call (never for a file or a page). */
export type AnswerOf<C extends SignedInCall> = Input<C['answer']>;

/** Where a call lives and who may make it: all the screens need at run time (no schema, no zod). */
export interface SpaceRoute<Path extends string = string> {
  readonly method: 'GET' | 'POST';
  readonly path: Path;
  readonly access: CallAccess;
}

export const spaceRoute = <const Path extends string>(
  method: SpaceRoute['method'],
  path: Path,
  access: CallAccess,
): SpaceRoute<Path> => ({ method, path, access });

/** What a call takes and answers: the schemas, the server's side of the contract. */
export interface CallShape {
  readonly body?: z.ZodType;
  readonly query?: z.ZodType;
  readonly answer: CallAnswer;
  readonly refusalKey?: SignedInCall['refusalKey'];
}

type CallOf<R extends SpaceRoute, S extends CallShape> = SignedInCall<
  R['path'],
  S extends { readonly body: infer B extends z.ZodType } ? B : undefined,
  S extends { readonly query: infer Q extends z.ZodType } ? Q : undefined,
  S['answer']
>;

/** The whole contract of a space: each route with what it takes and answers (every route has its own). */
export function withSchemas<
  R extends Readonly<Record<string, SpaceRoute>>,
  S extends { readonly [K in keyof R]: CallShape },
>(routes: R, shapes: S): { readonly [K in keyof R]: CallOf<R[K], S[K]> } {
  return Object.fromEntries(
    Object.entries(routes).map(([name, route]) => {
      const shape = shapes[name as keyof R];
      return [
        name,
        {
          ...route,
          body: shape.body,
          query: shape.query,
          answer: shape.answer,
          refusalKey: shape.refusalKey ?? 'message',
        },
      ];
    }),
  ) as { readonly [K in keyof R]: CallOf<R[K], S[K]> };
}

/** The address of a call: its parameters put in the path (encoded), then the query, if any. */
export function callUrl<C extends SignedInCall>(
  call: C,
  params: ParamsOf<C['path']>,
  query: Readonly<Record<string, string | number | undefined>> = {},
): string {
  const path = call.path.replace(/:([A-Za-z]+)/g, (_all, name: string) =>
    encodeURIComponent((params as Record<string, string>)[name] ?? ''),
  );
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
  ).toString();
  return search ? `${path}?${search}` : path;
}
