import type { FastifyPluginAsync } from 'fastify';
import { volunteerCalls as calls } from '@mtdm/shared/contracts/signed-in';
import { route } from '../http/route-from-contract';
import { yearOf } from '../http/year-query';
import type { RouteOptions } from '../http/route-options';
import { retentionNotice } from '../personal-data/retention-notice';
import { donationDetails, donationsList, receiptsList } from './treasury';

/** The treasurer's screens: donations, a donation and its receipts, the receipts of a year. */
export const treasuryRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  const retention = retentionNotice(services.config, 'paymentRecords');

  route(app, calls.donations, async (request) => {
    const year = yearOf(request.query.annee);
    return { year, donations: donationsList(services, year), retention };
  });

  route(app, calls.donation, async (request, reply) => {
    const donation = donationDetails(services, request.volunteer!, request.params.id);
    return donation ? { donation } : reply.code(404).send({ success: false, message: 'Don introuvable.' });
  });

  route(app, calls.receipts, async (request) => {
    const year = yearOf(request.query.annee);
    return { year, receipts: receiptsList(services, year), retention };
  });
};
