// No volunteer sees a person's details without the journal saying so. Each call of the volunteers'
// space that reads (a GET) is given these two hooks when it is registered (http/route-from-contract.ts):
// once the volunteer is known, the request is given a volunteer's object of its own, in whose name the
// journal's lines are counted (view-journal.ts); a successful answer for which none of those lines is
// in the journal is not sent: the volunteer gets a server error, the log says which route forgot. A
// call that shows nobody (the volunteer's own account, the dashboard's figures, the journal itself)
// says so where it is registered, with its reason.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../database/database';
import { viewsKept } from './sign-in-store';
import { linesWrittenAs } from './view-journal';

declare module 'fastify' {
  interface FastifyInstance {
    /** The hooks of a call that shows people: `mark` in preHandler, `check` in onSend. */
    recordedViews: {
      readonly mark: (request: FastifyRequest) => Promise<void>;
      readonly check: (request: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown>;
    };
  }
}

/** Why an answer was held back: a route that shows people without writing its view in the journal. */
class UnrecordedView extends Error {
  constructor(url: string) {
    super(`Consultation non inscrite au journal, réponse retenue : ${url}`);
  }
}

export const recordedViews = fp<{ db: Db }>(
  async (app: FastifyInstance, { db }) => {
    app.decorate('recordedViews', {
      mark: async (request: FastifyRequest) => {
        // A copy made for this request alone, whoever made the one the sign-in gave: two reads of one
        // volunteer at the same moment never count each other's lines.
        if (request.volunteer) request.volunteer = { ...request.volunteer };
      },
      check: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        if (reply.statusCode >= 300) return payload;
        // Without a volunteer (there is none past the sign-in's hook), nothing goes out.
        const { volunteer } = request;
        const lines = volunteer ? linesWrittenAs(volunteer) : [];
        if (volunteer && lines.length > 0 && viewsKept(db, volunteer.email, lines) > 0) return payload;
        // A file's name must not go out with the error that stands in its place, nor its stream stay open.
        reply.removeHeader('content-disposition');
        if (payload instanceof Readable) payload.destroy();
        // The route's pattern, never the address asked: its query may name a person.
        throw new UnrecordedView(request.routeOptions.url ?? request.url.split('?')[0]!);
      },
    });
  },
  { name: 'recorded-views', dependencies: ['sessions'] },
);
