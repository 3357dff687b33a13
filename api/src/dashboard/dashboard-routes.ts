import type { FastifyPluginAsync } from 'fastify';
import { volunteerCalls as calls } from '@mtdm/shared/contracts/signed-in';
import { route } from '../http/route-from-contract';
import type { RouteOptions } from '../http/route-options';
import { dashboardOf } from './dashboard';

/** The volunteers' first screen: each part for the roles whose work it is (dashboard.ts). */
export const dashboardRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  route(app, calls.dashboard, async (request) => dashboardOf(services, request.volunteer!), {
    showsNoOne: 'des comptes et des sommes, aucun nom',
  });
};
