import type { FastifyPluginAsync } from 'fastify';
import { latestViews } from '../../services/volunteers/personal-data-views';
import type { RouteOptions } from '../route-options';

/** Who viewed whose details, and when: for the association's administrators. */
export const personalDataLogRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  app.get(
    '/api/benevoles/journal',
    { onRequest: [app.authenticate, app.requireRole('administration')] },
    async () => ({ views: latestViews(services) }),
  );
};
