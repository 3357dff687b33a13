import type { FastifyPluginAsync } from 'fastify';
import { memberCalls as calls } from '@mtdm/shared/contracts/signed-in';
import { route } from '../http/route-from-contract';
import type { RouteOptions } from '../http/route-options';
import { copyOfAddress, sendCopy } from './person-copy';

/**
 * A member's copy of their own data, from their space: what the site holds under the address they are
 * signed in with and its earlier ones (person-copy.ts). No volunteer sees it: nothing is journaled.
 */
export const memberCopyRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  route(app, calls.copy, async (request, reply) => sendCopy(reply, copyOfAddress(services, request.member!)));
};
