import type { FastifyPluginAsync } from 'fastify';
import { MEMBERS_UP_TO_DATE, volunteerCalls as calls } from '@mtdm/shared/contracts/signed-in';
import { parisToday } from '@mtdm/shared/content';
import { viewedRows } from '../infrastructure/list-view';
import { recordExport, sendRecordedExport, viewRecordedPage } from '../sign-in/view-journal';
import { isPaymentDocumentKind, ofName } from '@mtdm/shared/contracts';
import {
  assignMemberNumber,
  correctDocument,
  MEMBER_LIST,
  memberColumns,
  memberSummaryOf,
  membersOfYear,
  membersUpToDate,
  membershipDetails,
  receiptsCsvOfYear,
  resendDocuments,
} from './memberships';
import { retentionNotice } from '../http/retention-notice';
import { correctMemberName } from './member-name-correction';
import { askMemberEmailCorrection } from './member-email-correction';
import { SESSION_COOKIE } from '../sign-in/sessions';
import { CORRECTION_LINKS_LIMITED } from '../email-changes/email-change-link';
import { correctMemberNumber, giveOwnMemberNumber } from './member-number-correction';
import { route } from '../http/route-from-contract';
import { yearOf } from '../http/year-query';
import type { RouteOptions } from '../http/route-options';

const NOT_FOUND = { success: false, message: 'Adhésion ou document introuvable.' };

/** What a member is sent once their number changes: the attestation bearing it, or word of it. */
const numberSentSaid = (attestationVersion: number | null) =>
  attestationVersion === null
    ? 'L’adhérent en est prévenu par courriel ; son attestation, quand elle sera émise, le portera.'
    : 'L’adhérent reçoit par courriel une nouvelle attestation qui le porte.';

/** A list of members as its file and the journal name it: a year's, or those up to date (null). */
const membersListName = (year: number | null) => (year === null ? 'adherents-a-jour' : `adherents-${year}`);

/** Members by year, their numbers and documents; the treasurer's export (the contract names the roles). */
export const volunteerMembershipRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  const FORBIDDEN = { success: false, message: 'Votre rôle ne donne pas accès à ces informations.' };

  /** A year's members, or those up to date today (`?vue=a-jour`). */
  const membersAsked = (query: { annee?: string | undefined; vue?: string | undefined }) => {
    if (query.vue === MEMBERS_UP_TO_DATE)
      return { year: null, members: membersUpToDate(services, parisToday(services.now())) };
    const year = yearOf(query.annee, services.now());
    return { year, members: membersOfYear(services, year) };
  };

  route(app, calls.memberships, async (request) => {
    const { year, members } = membersAsked(request.query);
    const { rows, ...page } = viewRecordedPage(services, request.volunteer!, membersListName(year), {
      rows: members,
      query: request.query,
      shape: MEMBER_LIST,
    });
    return {
      year,
      members: rows.map(memberSummaryOf),
      ...page,
      retention: retentionNotice(services.config, 'paymentRecords'),
    };
  });

  route(app, calls.membershipsExport, async (request, reply) => {
    const { year, members } = membersAsked(request.query);
    return sendRecordedExport(services, request.volunteer!, reply, {
      name: membersListName(year),
      format: request.query.format,
      columns: memberColumns(services, request.volunteer!),
      rows: viewedRows(members, request.query, MEMBER_LIST),
    });
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
    const namesake =
      result.namesake === undefined
        ? ''
        : ` Un adhérent du même nom porte le numéro ${result.namesake} sous une autre adresse : s’il s’agit de la même personne, corrigez le numéro.`;
    const { addressmate } = result;
    const sameAddress = addressmate
      ? ` Un adhérent de la même adresse, ${addressmate.firstName} ${addressmate.lastName}, porte le numéro ${addressmate.number} : s’il s’agit de la même personne, corrigez le numéro.`
      : '';
    return {
      success: true,
      number: result.number,
      message: `Numéro ${result.number} attribué : l’adhérent reçoit son attestation par courriel.${namesake}${sameAddress}`,
    };
  });

  route(app, calls.correctMemberName, async (request, reply) => {
    const result = correctMemberName(services, request.volunteer!, request.params.id, request.body);
    if (result.outcome === 'unknown') return reply.code(404).send(NOT_FOUND);
    if (result.outcome === 'unchanged')
      return reply.code(409).send({
        success: false,
        message: 'L’adhérent porte déjà ces prénom et nom : rien à corriger.',
      });
    const { attestationVersion, receiptToReissue } = result;
    return {
      success: true,
      message:
        (attestationVersion === null
          ? 'Nom corrigé : l’attestation, quand elle sera émise, le portera.'
          : 'Nom corrigé : une nouvelle attestation le porte, envoyée à l’adhérent.') +
        (receiptToReissue
          ? ` Le reçu fiscal ${receiptToReissue} porte encore l’ancien nom : la trésorerie, prévenue par courriel, l’établit de nouveau.`
          : ''),
      attestationVersion,
      receiptToReissue,
    };
  });

  route(app, calls.correctMemberEmail, async (request, reply) => {
    const { email } = request.body;
    const result = askMemberEmailCorrection(
      services,
      request.volunteer!,
      request.cookies[SESSION_COOKIE]!,
      request.params.id,
      request.body,
    );
    if (result.outcome === 'unknown') return reply.code(404).send(NOT_FOUND);
    if (result.outcome === 'limited')
      return reply.code(429).send({
        success: false,
        message: CORRECTION_LINKS_LIMITED,
      });
    if (result.outcome !== 'sent')
      return reply.code(409).send({
        success: false,
        message: {
          unchanged: 'L’adhésion est déjà sous cette adresse : rien à corriger.',
          taken:
            'Cette adresse est déjà celle d’un compte d’adhérent : les deux comptes ne se réunissent pas par ce lien. Convenez de la suite avec l’adhérent.',
        }[result.outcome],
      });
    const together =
      result.members > 1
        ? ` Les ${result.members} adhérents de l’adresse actuelle la suivront ensemble.`
        : '';
    return {
      success: true,
      message: `Lien de confirmation envoyé à ${email} : l’adhésion passera à cette adresse quand son titulaire l’aura ouvert, dans les 24 heures.${together}`,
    };
  });

  route(app, calls.correctMemberNumber, async (request, reply) => {
    const { memberNumber } = request.body;
    const result = correctMemberNumber(services, request.volunteer!, request.params.id, request.body);
    if (result.outcome === 'unknown') return reply.code(404).send(NOT_FOUND);
    if (result.outcome !== 'corrected')
      return reply.code(409).send({
        success: false,
        message: {
          'not-numbered': 'Cette adhésion n’a pas encore de numéro : attribuez-le d’abord.',
          unchanged: `L’adhésion porte déjà le numéro ${memberNumber} : rien à corriger.`,
          'no-such-member': `Aucun adhérent n’a reçu le numéro ${memberNumber} : vérifiez-le dans la liste des adhésions.`,
        }[result.outcome],
      });
    const whose = result.holder ? `, celui ${ofName(result.holder)}` : '';
    return {
      success: true,
      message:
        `Numéro corrigé : l’adhésion porte désormais le numéro ${memberNumber}${whose}. ` +
        numberSentSaid(result.attestationVersion),
      memberNumber,
      attestationVersion: result.attestationVersion,
    };
  });

  route(app, calls.giveOwnMemberNumber, async (request, reply) => {
    const result = giveOwnMemberNumber(services, request.volunteer!, request.params.id, request.body.reason);
    if (result.outcome === 'unknown') return reply.code(404).send(NOT_FOUND);
    if (result.outcome !== 'given')
      return reply.code(409).send({
        success: false,
        message: {
          'not-numbered': 'Cette adhésion n’a pas encore de numéro : attribuez-le d’abord.',
          'not-shared': 'Aucun autre adhérent ne porte ce numéro : l’adhésion a déjà un numéro à elle.',
        }[result.outcome],
      });
    const { memberNumber, member, sharedWith, attestationVersion } = result;
    return {
      success: true,
      message:
        `Numéro ${memberNumber} donné à ${member}, qui portait celui ${ofName(sharedWith)}. ` +
        numberSentSaid(attestationVersion),
      memberNumber,
      attestationVersion,
    };
  });

  route(app, calls.resendDocument, async (request, reply) => {
    const { kind, id } = request.params;
    if (!isPaymentDocumentKind(kind)) return reply.code(404).send(NOT_FOUND);
    const result = resendDocuments(services, request.volunteer!, [{ kind, paymentId: id }]);
    if ('sent' in result) return { success: true, message: 'Document renvoyé par courriel.' };
    return result.forbidden ? reply.code(403).send(FORBIDDEN) : reply.code(404).send(NOT_FOUND);
  });

  route(app, calls.resendDocuments, async (request, reply) => {
    const refs = request.body.documents.map(({ id, nature }) => ({ kind: nature, paymentId: id }));
    const result = resendDocuments(services, request.volunteer!, refs);
    if ('sent' in result)
      return {
        success: true,
        message:
          result.sent === 1
            ? 'Document renvoyé par courriel.'
            : `${result.sent} documents renvoyés par courriel, chacun à son destinataire.`,
      };
    return reply.code(result.forbidden ? 403 : 409).send({
      success: false,
      message: 'Aucun document n’a été renvoyé : corrigez les lignes ci-dessous, puis recommencez.',
      failures: result.failures,
    });
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
    const year = yearOf(request.query.annee, services.now());
    const { csv, rows } = receiptsCsvOfYear(services, year);
    recordExport(services, request.volunteer!, `recus-${year}.csv`, rows);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="recus-${year}.csv"`)
      .send(csv);
  });
};
