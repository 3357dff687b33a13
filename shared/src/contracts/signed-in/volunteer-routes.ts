// Every call of the volunteers' space: where it lives and who may make it. Lists take their state in
// `?etat=`, the memberships their year in `?annee=`, and each its view (list-views.ts); each list
// has its export, the same view as a CSV file or an Excel workbook (`?format=xlsx`). What each call
// takes and answers is beside it, in volunteer-calls.ts; the screens need only this (no schema
// travels to the browser).
import { spaceRoute } from './signed-in-call';
import { spacePages, VOLUNTEER_SPACE_PATH as SPACE, VOLUNTEERS_API as API } from './space-paths';

export const volunteerRoutes = {
  // Signing in: a link asked for (a form's page, or JSON for a script), opened, used; the space's pages.
  requestLink: spaceRoute('POST', `${API}/lien`, 'anyone'),
  signInPage: spaceRoute('GET', spacePages.volunteerSignIn, 'anyone'),
  openSession: spaceRoute('POST', `${API}/session`, 'anyone'),
  spaceHome: spaceRoute('GET', SPACE, 'anyone'),
  spacePages: spaceRoute('GET', `${SPACE}*`, 'anyone'),
  me: spaceRoute('GET', `${API}/moi`, 'volunteer'),
  signOut: spaceRoute('POST', `${API}/deconnexion`, 'volunteer'),
  // The first screen: each part for the roles whose work it is (checked part by part).
  dashboard: spaceRoute('GET', `${API}/tableau-de-bord`, 'volunteer'),

  // The shop's orders.
  // The treasurer reads them too, and refunds; only the shop ships.
  orders: spaceRoute('GET', `${API}/commandes`, ['boutique', 'tresorerie']),
  ordersExport: spaceRoute('GET', `${API}/commandes/export`, ['boutique', 'tresorerie']),
  order: spaceRoute('GET', `${API}/commandes/:id`, ['boutique', 'tresorerie']),
  shipOrder: spaceRoute('POST', `${API}/commandes/:id/expedition`, ['boutique']),
  // A delivery written wrong, before shipping: corrected by a new record, the buyer told.
  correctDelivery: spaceRoute('POST', `${API}/commandes/:id/livraison`, ['boutique']),
  // A buyer's e-mail address typed wrong when paying: a link to the right one, which files the order
  // there once its owner opens it, the correction recorded beside the order.
  correctBuyerEmail: spaceRoute('POST', `${API}/commandes/:id/adresse`, ['boutique']),
  // A shipment typed wrong: corrected by a new record, the buyer told.
  correctShipment: spaceRoute('POST', `${API}/commandes/:id/expedition/correction`, ['boutique']),
  refundOrder: spaceRoute('POST', `${API}/commandes/:id/remboursement`, ['boutique', 'tresorerie']),
  // Part of an order given back (articles returned or withdrawn), with its shipping or without.
  refundOrderPart: spaceRoute('POST', `${API}/commandes/:id/remboursement-partiel`, [
    'boutique',
    'tresorerie',
  ]),
  // A withdrawal to check, once the association has asked the buyer: attached to the order, or set aside.
  decideWithdrawal: spaceRoute('POST', `${API}/commandes/:id/retractation-a-verifier`, [
    'boutique',
    'tresorerie',
  ]),
  // A withdrawal received by post, recorded on the order it names.
  recordPostalWithdrawal: spaceRoute('POST', `${API}/commandes/:id/retractation-postale`, [
    'boutique',
    'tresorerie',
  ]),
  packingSlip: spaceRoute('GET', `${API}/commandes/:id/bordereau`, ['boutique']),
  // Several orders at once: their slips in one PDF, then shipped in one step.
  packingSlips: spaceRoute('GET', `${API}/commandes/bordereaux`, ['boutique']),
  shipOrders: spaceRoute('POST', `${API}/commandes/expeditions`, ['boutique']),

  // Guided-tour requests.
  tours: spaceRoute('GET', `${API}/visites`, ['musee']),
  toursExport: spaceRoute('GET', `${API}/visites/export`, ['musee']),
  tour: spaceRoute('GET', `${API}/visites/:id`, ['musee']),
  confirmTour: spaceRoute('POST', `${API}/visites/:id/confirmation`, ['musee']),
  declineTour: spaceRoute('POST', `${API}/visites/:id/refus`, ['musee']),

  // Contact messages (each destination's role, checked on the item) and job applications.
  messages: spaceRoute('GET', `${API}/messages/:destination`, 'volunteer'),
  messagesExport: spaceRoute('GET', `${API}/messages/:destination/export`, 'volunteer'),
  message: spaceRoute('GET', `${API}/message/:id`, 'volunteer'),
  handleMessage: spaceRoute('POST', `${API}/message/:id/traite`, 'volunteer'),
  applications: spaceRoute('GET', `${API}/candidatures`, ['musee']),
  applicationsExport: spaceRoute('GET', `${API}/candidatures/export`, ['musee']),
  application: spaceRoute('GET', `${API}/candidatures/:id`, ['musee']),
  applicationFile: spaceRoute('GET', `${API}/candidatures/:id/fichiers/:file`, ['musee']),
  handleApplication: spaceRoute('POST', `${API}/candidatures/:id/traitee`, ['musee']),

  // Memberships, their documents (each kind's role, checked on the item) and the treasurer's exports.
  memberships: spaceRoute('GET', `${API}/adhesions`, ['adhesions', 'tresorerie']),
  membershipsExport: spaceRoute('GET', `${API}/adhesions/export`, ['adhesions', 'tresorerie']),
  membership: spaceRoute('GET', `${API}/adhesions/:id`, ['adhesions', 'tresorerie']),
  assignMemberNumber: spaceRoute('POST', `${API}/adhesions/:id/numero`, ['adhesions']),
  // A member's name written wrong: corrected by a new record, the attestation issued again.
  correctMemberName: spaceRoute('POST', `${API}/adhesions/:id/nom`, ['adhesions']),
  // A member's e-mail address typed wrong when paying: a link to the right one, which moves the
  // account once its owner opens it, the correction recorded beside the membership.
  correctMemberEmail: spaceRoute('POST', `${API}/adhesions/:id/adresse`, ['adhesions']),
  // A membership numbered wrong: given the number its member holds by a new record, the attestation too.
  correctMemberNumber: spaceRoute('POST', `${API}/adhesions/:id/numero/correction`, ['adhesions']),
  // A member bearing another person's number (a spouse): given the next one, by a record.
  giveOwnMemberNumber: spaceRoute('POST', `${API}/adhesions/:id/numero/propre`, ['adhesions']),
  resendDocument: spaceRoute('POST', `${API}/documents/:id/:kind/renvoi`, 'volunteer'),
  resendDocuments: spaceRoute('POST', `${API}/documents/renvois`, 'volunteer'),
  correctDocument: spaceRoute('POST', `${API}/documents/:id/:kind/correction`, 'volunteer'),
  receiptsCsv: spaceRoute('GET', `${API}/recus.csv`, ['tresorerie']),
  // The treasurer's desk: the donations with their receipts, and every receipt of a year.
  donations: spaceRoute('GET', `${API}/dons`, ['tresorerie']),
  donationsExport: spaceRoute('GET', `${API}/dons/export`, ['tresorerie']),
  donation: spaceRoute('GET', `${API}/dons/:id`, ['tresorerie']),
  // A donor's name or address written wrong: corrected by a new record, the receipt issued again.
  correctDonor: spaceRoute('POST', `${API}/dons/:id/donateur`, ['tresorerie']),
  // A donor's e-mail address typed wrong when paying: a link to the right one, which files the donation
  // there once its owner opens it, the correction recorded beside the donation.
  correctDonorEmail: spaceRoute('POST', `${API}/dons/:id/adresse`, ['tresorerie']),
  receipts: spaceRoute('GET', `${API}/recus`, ['tresorerie']),
  receiptsExport: spaceRoute('GET', `${API}/recus/export`, ['tresorerie']),
  // The seats booked at the association's conferences to come.
  conferenceBookings: spaceRoute('GET', `${API}/conferences/reservations`, ['administration']),
  // The newsletter's confirmed subscribers, for whoever sends it.
  newsletterCsv: spaceRoute('GET', `${API}/lettre/abonnes.csv`, ['administration']),

  // A person's requests about their data, and who viewed what.
  person: spaceRoute('GET', `${API}/personnes`, ['administration']),
  // A copy of what the site holds of them, to send them.
  personCopy: spaceRoute('GET', `${API}/personnes/copie`, ['administration']),
  erasePerson: spaceRoute('POST', `${API}/personnes/effacement`, ['administration']),
  views: spaceRoute('GET', `${API}/journal`, ['administration']),
  viewsExport: spaceRoute('GET', `${API}/journal/export`, ['administration']),
} as const;
