import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { volunteerCalls as calls } from '@mtdm/shared/contracts/signed-in';
import { route } from '../http/route-from-contract';
import type { OrderState } from './orders';
import {
  correctShipment,
  ORDER_COLUMNS,
  ORDER_LIST,
  orderDetails,
  orderSummaryOf,
  ordersOf,
  refundOrder,
  shipOrder,
  shipOrders,
} from './orders';
import { viewedRows } from '../infrastructure/list-view';
import { sendRecordedExport, viewRecordedPage } from '../sign-in/view-journal';
import { packingSlips } from './packing-slip';
import { correctDelivery } from './delivery-correction';
import { askBuyerEmailCorrection } from './buyer-email-correction';
import { CORRECTION_LINKS_LIMITED } from '../email-changes/email-change-link';
import { SESSION_COOKIE } from '../sign-in/sessions';
import { decideWithdrawal } from './withdrawal-check';
import { recordWithdrawalByPost } from './postal-withdrawal';
import { retentionNotice } from '../http/retention-notice';
import type { RouteOptions } from '../http/route-options';
import { formatEuros } from '@mtdm/shared/commerce';
import { refundOrderPart } from './partial-refund';
import type { RefundResult } from './orders';

/** What a refund that did not happen answers, whole or in part. */
const REFUND_REFUSALS: Readonly<Record<Exclude<RefundResult, 'refunded'>, readonly [number, string]>> = {
  unknown: [404, 'Commande introuvable.'],
  'not-refundable': [409, 'Cette commande n’est pas remboursable (déjà remboursée, ou jamais réglée).'],
  underway: [409, 'Ce remboursement est déjà en cours : rechargez la commande dans un instant.'],
  'provider-error': [
    502,
    'Le prestataire de paiement n’a pas accepté le remboursement : rien n’a changé, réessayez plus tard.',
  ],
};

const refuseRefund = (reply: FastifyReply, result: Exclude<RefundResult, 'refunded'>) => {
  const [status, message] = REFUND_REFUSALS[result];
  return reply.code(status).send({ success: false, message });
};

/**
 * The list names in the address: « à expédier », « expédiées », « rétractées », « remboursées ». A
 * map: a name from the address finds only these, never what every object inherits.
 */
const STATES: ReadonlyMap<string, OrderState> = new Map([
  ['a-expedier', 'to-ship'],
  ['expediees', 'shipped'],
  ['retractees', 'withdrawn'],
  ['remboursees', 'refunded'],
]);

/** The list an address asks for (« a-expedier » when none), and its name in files and the journal. */
function ordersAsked(etat = 'a-expedier') {
  const state = STATES.get(etat);
  return state ? { state, name: `commandes-${etat}` } : null;
}

/** Why a letter's postmark is refused: a letter is posted between the order's payment and today. */
const POSTMARK_OUT_OF_RANGE = {
  'posted-after-today': 'La date du cachet de la poste ne peut pas être postérieure à aujourd’hui.',
  'posted-before-payment': 'La date du cachet de la poste ne peut pas précéder le paiement de la commande.',
} as const;

/** The shop's orders, for the shop's volunteers only (the contract names the roles). */
export const volunteerOrderRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  route(app, calls.orders, async (request, reply) => {
    const asked = ordersAsked(request.query.etat);
    if (!asked)
      return reply.code(400).send({
        success: false,
        message: 'Liste inconnue : « a-expedier », « expediees », « retractees » ou « remboursees ».',
      });
    const { rows, ...page } = viewRecordedPage(services, request.volunteer!, asked.name, {
      rows: ordersOf(services, asked.state),
      query: request.query,
      shape: ORDER_LIST,
    });
    return {
      orders: rows.map(orderSummaryOf),
      ...page,
      retention: retentionNotice(services.config, 'paymentRecords'),
    };
  });

  route(app, calls.ordersExport, async (request, reply) => {
    const asked = ordersAsked(request.query.etat);
    if (!asked) return reply.code(400).send({ success: false, message: 'Liste inconnue.' });
    return sendRecordedExport(services, request.volunteer!, reply, {
      name: asked.name,
      format: request.query.format,
      columns: ORDER_COLUMNS,
      rows: viewedRows(ordersOf(services, asked.state), request.query, ORDER_LIST),
    });
  });

  route(app, calls.order, async (request, reply) => {
    const order = orderDetails(services, request.volunteer!, request.params.id);
    if (!order) return reply.code(404).send({ success: false, message: 'Commande introuvable.' });
    return { order };
  });

  route(app, calls.shipOrder, async (request, reply) => {
    const { transporteur: carrier, numeroDeSuivi: trackingNumber } = request.body;
    const result = shipOrder(services, request.volunteer!, request.params.id, { carrier, trackingNumber });
    if (result === 'unknown')
      return reply.code(404).send({ success: false, message: 'Commande introuvable.' });
    if (result === 'not-to-ship')
      return reply.code(409).send({
        success: false,
        message: 'Cette commande n’est pas à expédier (déjà expédiée, rétractée ou remboursée).',
      });
    return { success: true, message: 'Commande expédiée : l’acheteur est prévenu par courriel.' };
  });

  route(app, calls.correctShipment, async (request, reply) => {
    const { transporteur: carrier, numeroDeSuivi: trackingNumber, reason } = request.body;
    const result = correctShipment(services, request.volunteer!, request.params.id, {
      carrier,
      trackingNumber,
      reason,
    });
    if (result === 'unknown')
      return reply.code(404).send({ success: false, message: 'Commande introuvable.' });
    if (result === 'not-shipped')
      return reply.code(409).send({
        success: false,
        message: 'Cette commande n’a pas de suivi à corriger (pas encore expédiée, ou remboursée).',
      });
    if (result === 'unchanged')
      return reply.code(409).send({
        success: false,
        message: 'Ce transporteur et ce numéro de suivi sont déjà ceux de la commande : rien à corriger.',
      });
    return { success: true, message: 'Suivi corrigé : l’acheteur reçoit le bon numéro par courriel.' };
  });

  route(app, calls.correctBuyerEmail, async (request, reply) => {
    const result = askBuyerEmailCorrection(
      services,
      request.volunteer!,
      request.cookies[SESSION_COOKIE]!,
      request.params.id,
      request.body,
    );
    if (result === 'unknown')
      return reply.code(404).send({ success: false, message: 'Commande introuvable.' });
    if (result === 'limited')
      return reply.code(429).send({ success: false, message: CORRECTION_LINKS_LIMITED });
    if (result !== 'sent')
      return reply.code(409).send({
        success: false,
        message: {
          unchanged: 'La commande est déjà sous cette adresse : rien à corriger.',
          refunded: 'Cette commande a été remboursée : il n’y a plus rien à lui envoyer.',
        }[result],
      });
    return {
      success: true,
      message: `Lien de confirmation envoyé à ${request.body.email} : la commande passera à cette adresse, et sa confirmation avec elle, quand son titulaire l’aura ouvert, dans les 24 heures.`,
    };
  });

  route(app, calls.correctDelivery, async (request, reply) => {
    const result = correctDelivery(services, request.volunteer!, request.params.id, request.body);
    if (result === 'unknown')
      return reply.code(404).send({ success: false, message: 'Commande introuvable.' });
    if (result === 'not-to-ship')
      return reply.code(409).send({
        success: false,
        message:
          'Cette commande n’est plus à expédier (déjà expédiée, rétractée ou remboursée) : sa livraison ne se corrige plus.',
      });
    if (result === 'unchanged')
      return reply.code(409).send({
        success: false,
        message: 'Ce sont déjà les nom et adresse de livraison de la commande : rien à corriger.',
      });
    return {
      success: true,
      message: 'Livraison corrigée : l’acheteur reçoit la nouvelle adresse par courriel.',
    };
  });

  route(app, calls.refundOrder, async (request, reply) => {
    const result = await refundOrder(services, request.volunteer!, request.params.id, request.body.reason);
    if (result !== 'refunded') return refuseRefund(reply, result);
    return { success: true, message: 'Commande remboursée : l’acheteur et l’association sont prévenus.' };
  });

  route(app, calls.refundOrderPart, async (request, reply) => {
    const { articles, fraisDEnvoi, reason } = request.body;
    const result = await refundOrderPart(services, request.volunteer!, request.params.id, {
      lines: articles.map(({ ligne, quantite }) => ({ lineId: ligne, quantity: quantite })),
      shipping: fraisDEnvoi,
      reason,
    });
    if (result.outcome === 'refused')
      return reply.code(409).send({ success: false, message: result.message });
    if (result.outcome !== 'refunded') return refuseRefund(reply, result.outcome);
    const amount = formatEuros(result.amountCents);
    return {
      success: true,
      message: result.whole
        ? `${amount} remboursés : rien ne reste de la commande, elle est remboursée. L’acheteur et l’association sont prévenus.`
        : `${amount} remboursés sur la commande : l’acheteur et l’association sont prévenus.`,
    };
  });

  route(app, calls.decideWithdrawal, async (request, reply) => {
    const { retractation: withdrawalReference, decision } = request.body;
    const result = decideWithdrawal(services, request.volunteer!, request.params.id, {
      withdrawalReference,
      decision: decision === 'rattacher' ? 'attached' : 'set-aside',
    });
    if (result === 'unknown')
      return reply.code(404).send({ success: false, message: 'Commande introuvable.' });
    if (result === 'not-to-check')
      return reply.code(409).send({
        success: false,
        message:
          'Cette rétractation n’est plus à vérifier pour cette commande (déjà décidée, ou la commande rétractée ou remboursée depuis) : rien n’a changé.',
      });
    return {
      success: true,
      message:
        result === 'attached'
          ? 'Rétractation rattachée : la commande passe dans la liste « Rétractées » et l’acheteur reçoit l’accusé de réception par courriel.'
          : 'Rétractation écartée : la commande reste dans sa liste, telle qu’elle était.',
    };
  });

  route(app, calls.recordPostalWithdrawal, async (request, reply) => {
    const result = recordWithdrawalByPost(services, request.volunteer!, request.params.id, {
      items: request.body.articles,
      postedOn: request.body.cachet,
    });
    if (result === 'posted-after-today' || result === 'posted-before-payment')
      return reply.code(400).send({ success: false, message: POSTMARK_OUT_OF_RANGE[result] });
    if (result === 'unknown')
      return reply.code(404).send({ success: false, message: 'Commande introuvable.' });
    if (result === 'not-withdrawable')
      return reply.code(409).send({
        success: false,
        message: 'Cette commande est déjà rétractée ou remboursée : rien n’a changé.',
      });
    return {
      success: true,
      message: `Rétractation ${result.reference} enregistrée : la commande passe dans la liste « Rétractées » et l’acheteur reçoit l’accusé de réception par courriel.`,
    };
  });

  const sendSlips = async (reply: FastifyReply, slips: Awaited<ReturnType<typeof packingSlips>>) =>
    slips
      ? reply
          .type('application/pdf')
          .header('Content-Disposition', `inline; filename="${slips.filename}"`)
          .send(slips.content)
      : reply.code(404).send({ success: false, message: 'Commande introuvable.' });

  route(app, calls.packingSlip, async (request, reply) =>
    sendSlips(reply, await packingSlips(services, request.volunteer!, [request.params.id])),
  );

  // Several orders' slips in one PDF, a page each, opened in the browser to print them at once.
  route(app, calls.packingSlips, async (request, reply) =>
    sendSlips(reply, await packingSlips(services, request.volunteer!, request.query.commandes.split(','))),
  );

  route(app, calls.shipOrders, async (request, reply) => {
    const result = shipOrders(
      services,
      request.volunteer!,
      request.body.expeditions.map((line) => ({
        paymentId: line.id,
        carrier: line.transporteur,
        trackingNumber: line.numeroDeSuivi,
      })),
    );
    if ('shipped' in result)
      return {
        success: true,
        message:
          result.shipped === 1
            ? 'Commande expédiée : l’acheteur est prévenu par courriel.'
            : `${result.shipped} commandes expédiées : chaque acheteur est prévenu par courriel.`,
      };
    return reply.code(409).send({
      success: false,
      message: 'Aucune commande n’a été marquée expédiée : corrigez les lignes ci-dessous, puis recommencez.',
      failures: result.failures,
    });
  });
};
