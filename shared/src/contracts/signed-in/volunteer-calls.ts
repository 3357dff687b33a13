// What each call of the volunteers' space takes and answers (its place and access: volunteer-routes.ts):
// the contract the api registers its routes from.
import { z } from 'zod';
import {
  applicationAnswer,
  batchAnswer,
  applicationsAnswer,
  changeAnswer,
  conferenceBookingsAnswer,
  correctionAnswer,
  dashboardAnswer,
  erasureAnswer,
  membershipAnswer,
  membershipsAnswer,
  donationAnswer,
  donationsAnswer,
  receiptsAnswer,
  messageAnswer,
  messagesAnswer,
  memberNameCorrectionAnswer,
  memberNumberCorrectionAnswer,
  numberAnswer,
  orderAnswer,
  ordersAnswer,
  personAnswer,
  tourAnswer,
  toursAnswer,
  viewsAnswer,
  volunteerAnswer,
} from './answers';
import {
  boundedText,
  deliveryLine,
  donorLine,
  emailField,
  memberNameLine,
  memberNumberField,
  lenientText,
  oneLineReason,
  parcelLine,
  postmarkDay,
  searchedEmailField,
  shortText,
} from './request-fields';
import { SPACE_TEXT_LIMITS } from './text-limits';
import { formatFrenchNumber } from '../../site/number-format';
import { exportQuery, listViewQuery } from './list-view-schemas';
import { MEMBERS_UP_TO_DATE } from './list-views';
import { PAYMENT_DOCUMENT_KINDS } from '../payment-documents';
import { withSchemas } from './signed-in-call';
import { volunteerRoutes } from './volunteer-routes';

/** What a refund of part of an order is told when its articles cannot be read. */
const PART_CHOSEN = 'Choisissez les articles à rembourser dans la liste de la commande, puis renvoyez.';
const PART_QUANTITY = 'Indiquez pour chaque article un nombre entier d’exemplaires à rembourser, 1 au moins.';

const state = { etat: z.string().optional() };
const year = { annee: z.string().optional() };
const yearQuery = z.object(year);
/** A list by state or by year, a page of its view; and the whole view as a file. */
const stateList = listViewQuery.extend(state);
const stateExport = exportQuery.extend(state);
const yearList = listViewQuery.extend(year);
const yearExport = exportQuery.extend(year);
/** The members: a year's, or those up to date today (`?vue=a-jour`). */
const membersView = { vue: z.enum([MEMBERS_UP_TO_DATE]).optional() };
const tokenBody = z.object({ jeton: lenientText });
/** A batch holds one line at least and fifty at most. */
const BATCH_SIZE = 'Choisissez entre une et cinquante lignes.';
/** The withdrawal a decision is about, by its reference: the one the volunteer read on the order. */
const WITHDRAWAL_CHECKED = 'Donnez la référence de la rétractation vérifiée (RET-…).';

export const volunteerCalls = withSchemas(volunteerRoutes, {
  requestLink: {
    body: z.object({ email: lenientText }),
    answer: 'page',
  },
  signInPage: {
    query: z.object({ jeton: lenientText }),
    answer: 'page',
  },
  openSession: { body: tokenBody, answer: 'page' },
  spaceHome: { answer: 'page' },
  spacePages: { answer: 'page' },
  me: { answer: volunteerAnswer },
  signOut: { answer: changeAnswer },
  dashboard: { answer: dashboardAnswer },
  orders: { query: stateList, answer: ordersAnswer },
  ordersExport: { query: stateExport, answer: 'file' },
  order: { answer: orderAnswer },
  shipOrder: {
    body: z.object({
      transporteur: parcelLine,
      numeroDeSuivi: parcelLine,
    }),
    answer: changeAnswer,
  },
  correctDelivery: {
    body: z.object({
      firstName: deliveryLine(100),
      lastName: deliveryLine(100),
      address: deliveryLine(500),
      postcode: deliveryLine(20),
      city: deliveryLine(200),
      reason: oneLineReason(
        'Dites en une ligne (200 caractères au plus) ce que corrige la nouvelle adresse.',
      ),
    }),
    answer: changeAnswer,
  },
  correctBuyerEmail: {
    body: z.object({
      email: emailField,
      reason: oneLineReason(
        'Dites en une ligne (200 caractères au plus) pourquoi l’adresse de la commande est corrigée.',
      ),
    }),
    answer: changeAnswer,
  },
  correctShipment: {
    body: z.object({
      transporteur: parcelLine,
      numeroDeSuivi: parcelLine,
      reason: oneLineReason('Dites en une ligne (200 caractères au plus) ce que corrige le nouveau suivi.'),
    }),
    answer: changeAnswer,
  },
  refundOrder: {
    body: z.object({
      reason: oneLineReason(
        'Dites en une ligne (200 caractères au plus) pourquoi la commande est remboursée.',
      ),
    }),
    answer: changeAnswer,
  },
  refundOrderPart: {
    body: z.object({
      articles: z
        .array(
          z.object({
            ligne: z
              .number({ error: PART_CHOSEN })
              .int({ error: PART_CHOSEN })
              .positive({ error: PART_CHOSEN }),
            quantite: z
              .number({ error: PART_QUANTITY })
              .int({ error: PART_QUANTITY })
              .min(1, { error: PART_QUANTITY })
              .max(999, { error: PART_QUANTITY }),
          }),
          { error: PART_CHOSEN },
        )
        .max(100, { error: PART_CHOSEN }),
      fraisDEnvoi: z.boolean({ error: PART_CHOSEN }),
      reason: oneLineReason(
        'Dites en une ligne (200 caractères au plus) pourquoi cette partie est remboursée.',
      ),
    }),
    answer: changeAnswer,
  },
  decideWithdrawal: {
    body: z.object({
      retractation: z
        .string({ error: WITHDRAWAL_CHECKED })
        .regex(/^RET-\d{4}-\d{6,}$/, { error: WITHDRAWAL_CHECKED }),
      decision: z.enum(['rattacher', 'ecarter'], {
        error: 'Choisissez : rattacher la rétractation à la commande, ou l’écarter.',
      }),
    }),
    answer: changeAnswer,
  },
  recordPostalWithdrawal: {
    body: z.object({
      articles: oneLineReason(
        'Dites en une ligne (200 caractères au plus) quels articles le courrier nomme.',
      ),
      cachet: postmarkDay,
    }),
    answer: changeAnswer,
  },
  packingSlip: { answer: 'file' },
  packingSlips: {
    query: z.object({
      commandes: z
        .string({ error: BATCH_SIZE })
        .regex(/^[\w-]{1,100}(,[\w-]{1,100}){0,49}$/, { error: BATCH_SIZE }),
    }),
    answer: 'file',
  },
  shipOrders: {
    body: z.object({
      expeditions: z
        .array(
          z.object({
            id: z.string().max(100),
            transporteur: lenientText,
            numeroDeSuivi: lenientText,
          }),
          { error: BATCH_SIZE },
        )
        .min(1, { error: BATCH_SIZE })
        .max(50, { error: BATCH_SIZE }),
    }),
    answer: batchAnswer,
  },
  tours: { query: stateList, answer: toursAnswer },
  toursExport: { query: stateExport, answer: 'file' },
  tour: { answer: tourAnswer },
  confirmTour: {
    body: z.object({
      date: shortText(500),
      heure: shortText(500),
      guide: boundedText(
        SPACE_TEXT_LIMITS.guide,
        `Le nom du guide tient en ${SPACE_TEXT_LIMITS.guide} caractères au plus.`,
      ),
    }),
    answer: changeAnswer,
  },
  declineTour: {
    body: z.object({
      raison: boundedText(
        SPACE_TEXT_LIMITS.tourAnswer,
        `Le motif tient en ${formatFrenchNumber(SPACE_TEXT_LIMITS.tourAnswer)} caractères au plus : le visiteur le lit en entier.`,
      ),
    }),
    answer: changeAnswer,
  },
  messages: { query: stateList, answer: messagesAnswer },
  messagesExport: { query: stateExport, answer: 'file' },
  message: { answer: messageAnswer },
  handleMessage: { answer: changeAnswer },
  applications: { query: stateList, answer: applicationsAnswer },
  applicationsExport: { query: stateExport, answer: 'file' },
  application: { answer: applicationAnswer },
  applicationFile: { answer: 'file' },
  handleApplication: { answer: changeAnswer },
  memberships: { query: yearList.extend(membersView), answer: membershipsAnswer },
  membershipsExport: { query: yearExport.extend(membersView), answer: 'file' },
  membership: { answer: membershipAnswer },
  assignMemberNumber: { answer: numberAnswer },
  correctMemberName: {
    body: z.object({
      firstName: memberNameLine,
      lastName: memberNameLine,
      reason: oneLineReason(
        'Dites en une ligne (200 caractères au plus) ce que corrige la nouvelle attestation.',
      ),
    }),
    answer: memberNameCorrectionAnswer,
  },
  correctMemberEmail: {
    body: z.object({
      email: emailField,
      reason: oneLineReason(
        'Dites en une ligne (200 caractères au plus) pourquoi l’adresse de l’adhésion est corrigée.',
      ),
    }),
    answer: changeAnswer,
  },
  correctMemberNumber: {
    body: z.object({
      memberNumber: memberNumberField,
      reason: oneLineReason(
        'Dites en une ligne (200 caractères au plus) pourquoi l’adhésion prend ce numéro.',
      ),
    }),
    answer: memberNumberCorrectionAnswer,
  },
  giveOwnMemberNumber: {
    body: z.object({
      reason: oneLineReason(
        'Dites en une ligne (200 caractères au plus) pourquoi l’adhérent reçoit un numéro à lui.',
      ),
    }),
    answer: memberNumberCorrectionAnswer,
  },
  resendDocument: { answer: changeAnswer },
  resendDocuments: {
    body: z.object({
      documents: z
        .array(z.object({ id: z.string().max(100), nature: z.enum(PAYMENT_DOCUMENT_KINDS) }), {
          error: BATCH_SIZE,
        })
        .min(1, { error: BATCH_SIZE })
        .max(50, { error: BATCH_SIZE }),
    }),
    answer: batchAnswer,
  },
  correctDocument: {
    body: z.object({
      reason: oneLineReason(
        'Dites en une ligne (200 caractères au plus) ce que corrige le nouveau document.',
      ),
    }),
    answer: correctionAnswer,
  },
  receiptsCsv: { query: yearQuery, answer: 'file' },
  donations: { query: yearList, answer: donationsAnswer },
  donationsExport: { query: yearExport, answer: 'file' },
  donation: { answer: donationAnswer },
  correctDonor: {
    body: z.object({
      firstName: donorLine(100),
      lastName: donorLine(100),
      address: donorLine(500),
      postcode: donorLine(20),
      city: donorLine(200),
      reason: oneLineReason('Dites en une ligne (200 caractères au plus) ce que corrige le nouveau reçu.'),
    }),
    answer: correctionAnswer,
  },
  correctDonorEmail: {
    body: z.object({
      email: emailField,
      reason: oneLineReason(
        'Dites en une ligne (200 caractères au plus) pourquoi l’adresse du don est corrigée.',
      ),
    }),
    answer: changeAnswer,
  },
  receipts: { query: yearList, answer: receiptsAnswer },
  receiptsExport: { query: yearExport, answer: 'file' },
  newsletterCsv: { answer: 'file' },
  conferenceBookings: { answer: conferenceBookingsAnswer },
  person: {
    query: z.object({ email: searchedEmailField }),
    answer: personAnswer,
  },
  personCopy: { query: z.object({ email: searchedEmailField }), answer: 'file' },
  erasePerson: {
    body: z.object({ email: searchedEmailField }),
    answer: erasureAnswer,
  },
  views: { query: listViewQuery, answer: viewsAnswer },
  viewsExport: { query: exportQuery, answer: 'file' },
});
