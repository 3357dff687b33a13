import type { FastifyPluginAsync } from 'fastify';
import { volunteerCalls as calls } from '@mtdm/shared/contracts/signed-in';
import { route } from '../http/route-from-contract';
import { yearOf } from '../http/year-query';
import type { RouteOptions } from '../http/route-options';
import { retentionNotice } from '../http/retention-notice';
import {
  DONATION_COLUMNS,
  DONATION_LIST,
  correctDonor,
  donationDetails,
  donationSummaryOf,
  donationsList,
  RECEIPT_COLUMNS,
  RECEIPT_LIST,
  receiptsList,
} from './treasury';
import { viewedRows } from '../infrastructure/list-view';
import { sendRecordedExport, viewRecordedPage } from '../sign-in/view-journal';
import { SESSION_COOKIE } from '../sign-in/sessions';
import { CORRECTION_LINKS_LIMITED } from '../email-changes/email-change-link';
import { askDonorEmailCorrection } from './donor-email-correction';

/** The treasurer's screens: donations, a donation and its receipts, the receipts of a year. */
export const treasuryRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  const retention = retentionNotice(services.config, 'paymentRecords');

  route(app, calls.donations, async (request) => {
    const year = yearOf(request.query.annee, services.now());
    const { rows, ...page } = viewRecordedPage(services, request.volunteer!, `dons-${year}`, {
      rows: donationsList(services, year),
      query: request.query,
      shape: DONATION_LIST,
    });
    return { year, donations: rows.map(donationSummaryOf), ...page, retention };
  });

  route(app, calls.donationsExport, async (request, reply) => {
    const year = yearOf(request.query.annee, services.now());
    return sendRecordedExport(services, request.volunteer!, reply, {
      name: `dons-${year}`,
      format: request.query.format,
      columns: DONATION_COLUMNS,
      rows: viewedRows(donationsList(services, year), request.query, DONATION_LIST),
    });
  });

  route(app, calls.donation, async (request, reply) => {
    const donation = donationDetails(services, request.volunteer!, request.params.id);
    return donation ? { donation } : reply.code(404).send({ success: false, message: 'Don introuvable.' });
  });

  route(app, calls.correctDonor, async (request, reply) => {
    const { reason, ...donor } = request.body;
    const result = correctDonor(services, request.volunteer!, request.params.id, { ...donor, reason });
    if (result.outcome === 'unknown')
      return reply.code(404).send({ success: false, message: 'Don introuvable.' });
    if (result.outcome === 'refunded')
      return reply.code(409).send({
        success: false,
        message: 'Ce don a été remboursé : son reçu est annulé, il n’y a plus rien à corriger.',
      });
    if (result.outcome === 'unchanged')
      return reply.code(409).send({
        success: false,
        message: 'Ce sont déjà les nom et adresse du donateur : rien à corriger.',
      });
    return {
      success: true,
      message: result.receiptNumber
        ? `Donateur corrigé : le reçu ${result.receiptNumber} le remplace, envoyé au donateur.`
        : 'Donateur corrigé : son reçu, quand il sera émis, portera ces nom et adresse.',
      version: result.version,
      receiptNumber: result.receiptNumber,
    };
  });

  route(app, calls.correctDonorEmail, async (request, reply) => {
    const result = askDonorEmailCorrection(
      services,
      request.volunteer!,
      request.cookies[SESSION_COOKIE]!,
      request.params.id,
      request.body,
    );
    if (result === 'unknown') return reply.code(404).send({ success: false, message: 'Don introuvable.' });
    if (result === 'limited')
      return reply.code(429).send({
        success: false,
        message: CORRECTION_LINKS_LIMITED,
      });
    if (result !== 'sent')
      return reply.code(409).send({
        success: false,
        message: {
          unchanged: 'Le don est déjà sous cette adresse : rien à corriger.',
          refunded: 'Ce don a été remboursé : son reçu est annulé, il n’y a plus rien à envoyer.',
        }[result],
      });
    return {
      success: true,
      message: `Lien de confirmation envoyé à ${request.body.email} : le don passera à cette adresse, et son reçu fiscal avec lui, quand son titulaire l’aura ouvert, dans les 24 heures.`,
    };
  });

  route(app, calls.receipts, async (request) => {
    const year = yearOf(request.query.annee, services.now());
    const { rows: receipts, ...page } = viewRecordedPage(
      services,
      request.volunteer!,
      `recus-fiscaux-${year}`,
      {
        rows: receiptsList(services, year),
        query: request.query,
        shape: RECEIPT_LIST,
      },
    );
    return { year, receipts, ...page, retention };
  });

  route(app, calls.receiptsExport, async (request, reply) => {
    const year = yearOf(request.query.annee, services.now());
    return sendRecordedExport(services, request.volunteer!, reply, {
      name: `recus-fiscaux-${year}`,
      format: request.query.format,
      columns: RECEIPT_COLUMNS,
      rows: viewedRows(receiptsList(services, year), request.query, RECEIPT_LIST),
    });
  });
};
