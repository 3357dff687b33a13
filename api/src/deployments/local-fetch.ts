import type { FastifyInstance } from 'fastify';
import type { LocalFetch } from './smoke-check';

/** A request to this very server, without the network (Fastify's inject): the smoke check's. */
export const localFetch =
  (app: FastifyInstance): LocalFetch =>
  async (url, accept) => {
    const response = await app.inject({ method: 'GET', url, headers: { accept } });
    return { status: response.statusCode, body: response.body };
  };
