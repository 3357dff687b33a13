import type { FastifyPluginAsync } from 'fastify';
import { isValidEmail, validationMessages } from '@mtdm/shared/validation';
import { erasePersonData, personData } from '../../services/volunteers/person-erasure';
import type { RouteOptions } from '../route-options';

const emailOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A person's requests about their data (access, erasure), answered by the association's administrators. */
export const personRequestRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  const administration = [app.authenticate, app.requireRole('administration')];

  app.get<{ Querystring: { email?: string } }>(
    '/api/benevoles/personnes',
    { onRequest: administration },
    async (request, reply) => {
      const email = emailOf(request.query.email);
      if (!isValidEmail(email))
        return reply.code(400).send({ success: false, message: validationMessages.email });
      return personData(services, request.volunteer!, email);
    },
  );

  app.post(
    '/api/benevoles/personnes/effacement',
    { onRequest: administration, preHandler: app.csrfProtection },
    async (request, reply) => {
      const email = emailOf((request.body as { email?: unknown } | undefined)?.email);
      if (!isValidEmail(email))
        return reply.code(400).send({ success: false, message: validationMessages.email });
      return { success: true, ...(await erasePersonData(services, request.volunteer!, email)) };
    },
  );
};
