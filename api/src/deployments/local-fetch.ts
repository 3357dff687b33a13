import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LocalFetch } from './smoke-check';

/**
 * What marks the server's own requests (its smoke check), which ask for every file a release names,
 * a signed-in space's included: a key drawn at start, sent by inject alone, never over the network.
 */
const LOCAL_HEADER = 'x-mtdm-verification';
const LOCAL_KEY = randomBytes(32);

/** Whether a request is this server's own, made by localFetch. */
export function isLocalRequest(request: FastifyRequest): boolean {
  const sent = request.headers[LOCAL_HEADER];
  if (typeof sent !== 'string') return false;
  const key = Buffer.from(sent, 'hex');
  return key.length === LOCAL_KEY.length && timingSafeEqual(key, LOCAL_KEY);
}

/** A request to this very server, without the network (Fastify's inject): the smoke check's. */
export const localFetch =
  (app: FastifyInstance): LocalFetch =>
  async (url, accept) => {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { accept, [LOCAL_HEADER]: LOCAL_KEY.toString('hex') },
    });
    return { status: response.statusCode, body: response.body };
  };
