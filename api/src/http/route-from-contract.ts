// The signed-in spaces' routes, registered from their contract (@mtdm/shared/contracts/signed-in):
// the method and path, the hooks the access names (sign-in, roles, CSRF token), the body and query
// checked by their schema before the handler, and, in tests, every JSON answer checked by its own.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { AnswerOf, BodyOf, ParamsOf, QueryOf, SignedInCall } from '@mtdm/shared/contracts/signed-in';
import { ContractRefusal, httpMessages } from './errors';

type CallRequest<C extends SignedInCall> = FastifyRequest<{
  Body: BodyOf<C>;
  Querystring: QueryOf<C>;
  Params: ParamsOf<C['path']>;
}>;

/** A JSON call answers its schema (or a reply already sent); a page or a file answers what it sends. */
type CallHandler<C extends SignedInCall> = (
  request: CallRequest<C>,
  reply: FastifyReply,
) => Promise<C['answer'] extends z.ZodType ? AnswerOf<C> | FastifyReply : unknown>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether every JSON answer is checked against its call's schema (tests and development). */
    checkAnswers: boolean;
  }
}

/**
 * A French refusal from the schema's own message, or « Requête invalide. » when it names none. Only a
 * body and a query have schemas: either missing is read as empty.
 */
const validatorFor =
  (refusalKey: SignedInCall['refusalKey']) =>
  ({ schema }: { schema: unknown }) =>
  (data: unknown) => {
    const result = (schema as z.ZodType).safeParse(data ?? {}, {
      error: () => httpMessages.badRequest,
    });
    return result.success
      ? { value: result.data }
      : {
          error: new ContractRefusal(result.error.issues[0]?.message ?? httpMessages.badRequest, refusalKey),
        };
  };

/** The answer as JSON; when checked, an answer that breaks its schema is a server error. */
const serializerFor =
  (check: boolean) =>
  ({ schema }: { schema: unknown }) =>
  (data: unknown) => {
    if (check) {
      const result = (schema as z.ZodType).safeParse(data);
      if (!result.success)
        throw new Error(`Réponse hors contrat : ${JSON.stringify(result.error.issues.slice(0, 3))}`);
    }
    return JSON.stringify(data);
  };

function accessHooks(app: FastifyInstance, access: SignedInCall['access']) {
  if (access === 'anyone') return [];
  if (access === 'member') return [app.authenticateMember];
  if (access === 'volunteer') return [app.authenticate];
  return [app.authenticate, app.requireRole(...access)];
}

/** How a call is registered beyond its contract. */
interface CallOptions extends Pick<RouteShorthandOptions, 'config'> {
  /**
   * A volunteers' call that reads yet shows no one's details, and why: its answers need no line in
   * the journal. Every other read of the volunteers' space must write one (sign-in/recorded-views.ts).
   */
  readonly showsNoOne?: string;
}

/** A read of the volunteers' space: what it shows goes through the journal's check. */
const readsPeople = (call: SignedInCall) =>
  call.method === 'GET' && call.access !== 'anyone' && call.access !== 'member';

/**
 * Registers a call of the contract. A change by a signed-in person checks the CSRF token first,
 * before its body (a forged request is refused as such, whatever it carries). A read of the
 * volunteers' space answers only once its view is in the journal.
 */
export function route<C extends SignedInCall>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
  { showsNoOne, ...options }: CallOptions = {},
): void {
  const changes = call.method === 'POST' && call.access !== 'anyone';
  const journaled = readsPeople(call) && !showsNoOne;
  const schema = {
    ...(call.body ? { body: call.body } : {}),
    ...(call.query ? { querystring: call.query } : {}),
    ...(typeof call.answer === 'object' ? { response: { 200: call.answer } } : {}),
  };
  app.route({
    method: call.method,
    url: call.path,
    ...options,
    onRequest: accessHooks(app, call.access),
    ...(changes ? { preValidation: app.csrfProtection } : {}),
    ...(journaled ? { preHandler: app.recordedViews.mark, onSend: app.recordedViews.check } : {}),
    schema,
    validatorCompiler: validatorFor(call.refusalKey),
    serializerCompiler: serializerFor(app.checkAnswers),
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
