import type { FastifyPluginAsync } from 'fastify';
import { volunteerCalls as calls } from '@mtdm/shared/contracts/signed-in';
import { route } from '../http/route-from-contract';
import { erasePersonData, personData } from './person-erasure';
import { personCopy, sendCopy } from './person-copy';
import { JOURNAL_COLUMNS, JOURNAL_LIST, journalOf, sendRecordedExport } from '../sign-in/view-journal';
import { viewedRows, viewPage } from '../infrastructure/list-view';
import type { RouteOptions } from '../http/route-options';

/**
 * A person's requests about their data (access, erasure), answered by the association's
 * administrators, and the journal of who viewed whose details, and when.
 */
export const personRequestRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  route(app, calls.person, async (request) => personData(services, request.volunteer!, request.query.email));

  route(app, calls.personCopy, async (request, reply) =>
    sendCopy(reply, personCopy(services, request.volunteer!, request.query.email)),
  );

  route(app, calls.erasePerson, async (request) => ({
    success: true,
    ...(await erasePersonData(services, request.volunteer!, request.body.email)),
  }));

  route(
    app,
    calls.views,
    async (request) => {
      const { rows: views, ...page } = viewPage(journalOf(services), request.query, JOURNAL_LIST);
      return { views, ...page };
    },
    { showsNoOne: 'le journal lui-même, qui ne nomme personne hors des bénévoles' },
  );

  route(app, calls.viewsExport, async (request, reply) =>
    sendRecordedExport(services, request.volunteer!, reply, {
      name: 'journal-des-consultations',
      format: request.query.format,
      columns: JOURNAL_COLUMNS,
      rows: viewedRows(journalOf(services), request.query, JOURNAL_LIST),
    }),
  );
};
