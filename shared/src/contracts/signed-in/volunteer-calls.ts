// Every call of the volunteers' space, with who may make it. Lists take their state in `?etat=`,
// the memberships their year in `?annee=`.
import { z } from 'zod';
import {
  applicationAnswer,
  applicationsAnswer,
  changeAnswer,
  correctionAnswer,
  erasureAnswer,
  membershipAnswer,
  membershipsAnswer,
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
import { signedInCall as call } from './signed-in-call';
import { spacePages, VOLUNTEER_SPACE_PATH as SPACE, VOLUNTEERS_API as API } from './space-paths';

const stateQuery = z.object({ etat: z.string().optional() });
const yearQuery = z.object({ annee: z.string().optional() });
const tokenBody = z.object({ jeton: lenientText });

export const volunteerCalls = {
  // Signing in: a link asked for (a form's page, or JSON for a script), opened, used; the space's pages.
  requestLink: call('POST', `${API}/lien`, 'anyone', {
    body: z.object({ email: lenientText }),
    answer: 'page',
  }),
  signInPage: call('GET', spacePages.volunteerSignIn, 'anyone', {
    query: z.object({ jeton: lenientText }),
    answer: 'page',
  }),
  openSession: call('POST', `${API}/session`, 'anyone', { body: tokenBody, answer: 'page' }),
  spaceHome: call('GET', SPACE, 'anyone', { answer: 'page' }),
  spacePages: call('GET', `${SPACE}*`, 'anyone', { answer: 'page' }),
  me: call('GET', `${API}/moi`, 'volunteer', { answer: volunteerAnswer }),
  signOut: call('POST', `${API}/deconnexion`, 'volunteer', { answer: changeAnswer }),

  // The shop's orders.
  orders: call('GET', `${API}/commandes`, ['boutique'], { query: stateQuery, answer: ordersAnswer }),
  ordersCsv: call('GET', `${API}/commandes.csv`, ['boutique'], { query: stateQuery, answer: 'file' }),
  order: call('GET', `${API}/commandes/:id`, ['boutique'], { answer: orderAnswer }),
  shipOrder: call('POST', `${API}/commandes/:id/expedition`, ['boutique'], {
    body: z.object({
      transporteur: requiredLine(80, 'Indiquez le transporteur et le numéro de suivi du colis.'),
      numeroDeSuivi: requiredLine(80, 'Indiquez le transporteur et le numéro de suivi du colis.'),
    }),
    answer: changeAnswer,
  }),
  refundOrder: call('POST', `${API}/commandes/:id/remboursement`, ['boutique', 'tresorerie'], {
    body: z.object({
      reason: oneLineReason(
        'Dites en une ligne (200 caractères au plus) pourquoi la commande est remboursée.',
      ),
    }),
    answer: changeAnswer,
  }),
  packingSlip: call('GET', `${API}/commandes/:id/bordereau`, ['boutique'], { answer: 'file' }),

  // Guided-tour requests.
  tours: call('GET', `${API}/visites`, ['musee'], { query: stateQuery, answer: toursAnswer }),
  tour: call('GET', `${API}/visites/:id`, ['musee'], { answer: tourAnswer }),
  confirmTour: call('POST', `${API}/visites/:id/confirmation`, ['musee'], {
    body: z.object({ date: shortText(500), heure: shortText(500), guide: shortText(500) }),
    answer: changeAnswer,
  }),
  declineTour: call('POST', `${API}/visites/:id/refus`, ['musee'], {
    body: z.object({ raison: shortText(500) }),
    answer: changeAnswer,
  }),

  // Contact messages (each destination's role, checked on the item) and job applications.
  messages: call('GET', `${API}/messages/:destination`, 'volunteer', {
    query: stateQuery,
    answer: messagesAnswer,
  }),
  message: call('GET', `${API}/message/:id`, 'volunteer', { answer: messageAnswer }),
  handleMessage: call('POST', `${API}/message/:id/traite`, 'volunteer', { answer: changeAnswer }),
  applications: call('GET', `${API}/candidatures`, ['musee'], {
    query: stateQuery,
    answer: applicationsAnswer,
  }),
  application: call('GET', `${API}/candidatures/:id`, ['musee'], { answer: applicationAnswer }),
  applicationFile: call('GET', `${API}/candidatures/:id/fichiers/:file`, ['musee'], { answer: 'file' }),
  handleApplication: call('POST', `${API}/candidatures/:id/traitee`, ['musee'], { answer: changeAnswer }),

  // Memberships, their documents (each kind's role, checked on the item) and the treasurer's exports.
  memberships: call('GET', `${API}/adhesions`, ['adhesions', 'tresorerie'], {
    query: yearQuery,
    answer: membershipsAnswer,
  }),
  membershipsCsv: call('GET', `${API}/adhesions.csv`, ['adhesions', 'tresorerie'], {
    query: yearQuery,
    answer: 'file',
  }),
  membership: call('GET', `${API}/adhesions/:id`, ['adhesions'], { answer: membershipAnswer }),
  assignMemberNumber: call('POST', `${API}/adhesions/:id/numero`, ['adhesions'], { answer: numberAnswer }),
  resendDocument: call('POST', `${API}/documents/:id/:kind/renvoi`, 'volunteer', { answer: changeAnswer }),
  correctDocument: call('POST', `${API}/documents/:id/:kind/correction`, 'volunteer', {
    body: z.object({
      reason: oneLineReason(
        'Dites en une ligne (200 caractères au plus) ce que corrige le nouveau document.',
      ),
    }),
    answer: correctionAnswer,
  }),
  receiptsCsv: call('GET', `${API}/recus.csv`, ['tresorerie'], { query: yearQuery, answer: 'file' }),

  // A person's requests about their data, and who viewed what.
  person: call('GET', `${API}/personnes`, ['administration'], {
    query: z.object({ email: emailField }),
    answer: personAnswer,
  }),
  erasePerson: call('POST', `${API}/personnes/effacement`, ['administration'], {
    body: z.object({ email: emailField }),
    answer: erasureAnswer,
  }),
  views: call('GET', `${API}/journal`, ['administration'], { answer: viewsAnswer }),
} as const;
