// What each call of the volunteers' space takes and answers (its place and access: volunteer-routes.ts):
// the contract the api registers its routes from.
import { z } from 'zod';
import {
  applicationAnswer,
  applicationsAnswer,
  changeAnswer,
  conferenceBookingsAnswer,
  correctionAnswer,
  erasureAnswer,
  membershipAnswer,
  membershipsAnswer,
  donationAnswer,
  donationsAnswer,
  receiptsAnswer,
  messageAnswer,
  messagesAnswer,
  numberAnswer,
  orderAnswer,
  ordersAnswer,
  personAnswer,
  tourAnswer,
  toursAnswer,
  viewsAnswer,
  volunteerAnswer,
} from './answers';
import { emailField, lenientText, oneLineReason, requiredLine, shortText } from './request-fields';
import { withSchemas } from './signed-in-call';
import { volunteerRoutes } from './volunteer-routes';

const stateQuery = z.object({ etat: z.string().optional() });
const yearQuery = z.object({ annee: z.string().optional() });
const tokenBody = z.object({ jeton: lenientText });

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
  orders: { query: stateQuery, answer: ordersAnswer },
  ordersCsv: { query: stateQuery, answer: 'file' },
  order: { answer: orderAnswer },
  shipOrder: {
    body: z.object({
      transporteur: requiredLine(80, 'Indiquez le transporteur et le numéro de suivi du colis.'),
      numeroDeSuivi: requiredLine(80, 'Indiquez le transporteur et le numéro de suivi du colis.'),
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
  packingSlip: { answer: 'file' },
  tours: { query: stateQuery, answer: toursAnswer },
  tour: { answer: tourAnswer },
  confirmTour: {
    body: z.object({ date: shortText(500), heure: shortText(500), guide: shortText(500) }),
    answer: changeAnswer,
  },
  declineTour: {
    body: z.object({ raison: shortText(500) }),
    answer: changeAnswer,
  },
  messages: {
    query: stateQuery,
    answer: messagesAnswer,
  },
  message: { answer: messageAnswer },
  handleMessage: { answer: changeAnswer },
  applications: {
    query: stateQuery,
    answer: applicationsAnswer,
  },
  application: { answer: applicationAnswer },
  applicationFile: { answer: 'file' },
  handleApplication: { answer: changeAnswer },
  memberships: {
    query: yearQuery,
    answer: membershipsAnswer,
  },
  membershipsCsv: {
    query: yearQuery,
    answer: 'file',
  },
  membership: { answer: membershipAnswer },
  assignMemberNumber: { answer: numberAnswer },
  resendDocument: { answer: changeAnswer },
  correctDocument: {
    body: z.object({
      reason: oneLineReason(
        'Dites en une ligne (200 caractères au plus) ce que corrige le nouveau document.',
      ),
    }),
    answer: correctionAnswer,
  },
  receiptsCsv: { query: yearQuery, answer: 'file' },
  donations: { query: yearQuery, answer: donationsAnswer },
  donation: { answer: donationAnswer },
  receipts: { query: yearQuery, answer: receiptsAnswer },
  newsletterCsv: { answer: 'file' },
  conferenceBookings: { answer: conferenceBookingsAnswer },
  person: {
    query: z.object({ email: emailField }),
    answer: personAnswer,
  },
  erasePerson: {
    body: z.object({ email: emailField }),
    answer: erasureAnswer,
  },
  views: { answer: viewsAnswer },
});
