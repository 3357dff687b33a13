import type { FastifyPluginAsync } from 'fastify';
import { volunteerCalls as calls } from '@mtdm/shared/contracts/signed-in';
import { isPaymentDocumentKind } from '@mtdm/shared/contracts';
import {
  assignMemberNumber,
  correctDocument,
  membersCsvOfYear,
  membersOfYear,
  membershipDetails,
  receiptsCsvOfYear,
  resendDocument,
} from './memberships';
import { retentionNotice } from '../personal-data/retention-notice';
import { route } from '../http/route-from-contract';
import { yearOf } from '../http/year-query';
import type { RouteOptions } from '../http/route-options';

const NOT_FOUND = { success: false, message: 'Adhésion ou document introuvable.' };

/** Members by year, their numbers and documents; the treasurer's export (the contract names the roles). */
export const volunteerMembershipRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  const FORBIDDEN = { success: false, message: 'Votre rôle ne donne pas accès à ces informations.' };

  route(app, calls.memberships, async (request) => ({
    year: yearOf(request.query.annee),
    members: membersOfYear(services, yearOf(request.query.annee)),
    retention: retentionNotice(services.config, 'paymentRecords'),
  }));

  route(app, calls.membershipsCsv, async (request, reply) => {
    const year = yearOf(request.query.annee);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="adherents-${year}.csv"`)
      .send(membersCsvOfYear(services, year));
  });

  route(app, calls.membership, async (request, reply) => {
    const membership = membershipDetails(services, request.volunteer!, request.params.id);
    return membership ? { membership } : reply.code(404).send(NOT_FOUND);
  });

  route(app, calls.assignMemberNumber, async (request, reply) => {
    const result = assignMemberNumber(services, request.volunteer!, request.params.id);
    if (result.outcome !== 'done')
      return result.outcome === 'unknown'
        ? reply.code(404).send(NOT_FOUND)
        : reply.code(409).send({ success: false, message: 'Cette adhésion a déjà son numéro.' });
    return {
      success: true,
      number: result.number,
      message: `Numéro ${result.number} attribué : l’adhérent reçoit son attestation par courriel.`,
    };
  });

  route(app, calls.resendDocument, async (request, reply) => {
    const { kind, id } = request.params;
    if (!isPaymentDocumentKind(kind)) return reply.code(404).send(NOT_FOUND);
    const result = resendDocument(services, request.volunteer!, { kind, paymentId: id });
    if (result === 'forbidden') return reply.code(403).send(FORBIDDEN);
    if (result === 'unknown') return reply.code(404).send(NOT_FOUND);
    return { success: true, message: 'Document renvoyé par courriel.' };
  });

  route(app, calls.correctDocument, async (request, reply) => {
    const { kind, id } = request.params;
    if (!isPaymentDocumentKind(kind)) return reply.code(404).send(NOT_FOUND);
    const result = correctDocument(
      services,
      request.volunteer!,
      { kind, paymentId: id },
      request.body.reason,
    );
    if (result.outcome === 'forbidden') return reply.code(403).send(FORBIDDEN);
    if (result.outcome === 'unknown') return reply.code(404).send(NOT_FOUND);
    if (result.outcome !== 'done')
      return reply.code(409).send({
        success: false,
        message: 'Ce document est annulé (paiement remboursé) : il ne se corrige pas.',
      });
    return {
      success: true,
      version: result.version,
      receiptNumber: result.receiptNumber,
      message: result.receiptNumber
        ? `Reçu n° ${result.receiptNumber} établi et envoyé : il annule et remplace le précédent.`
        : 'Attestation rectifiée établie et envoyée : elle annule et remplace la précédente.',
    };
  });

  route(app, calls.receiptsCsv, async (request, reply) => {
    const year = yearOf(request.query.annee);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="recus-${year}.csv"`)
      .send(receiptsCsvOfYear(services, year));
  });
};
