// What the volunteers' first screen says: the year at a glance, for the roles whose work it is.
export const MONTHS = [
  'janv.',
  'févr.',
  'mars',
  'avr.',
  'mai',
  'juin',
  'juil.',
  'août',
  'sept.',
  'oct.',
  'nov.',
  'déc.',
] as const;

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

export const dashboardTexts = {
  title: (year: number) => `L’année ${year} en un coup d’œil`,
  asOf: (day: string) => `Chiffres au ${day}.`,
  members: 'Adhérents',
  membersThisYear: (count: number) =>
    plural(count, 'adhésion payée cette année', 'adhésions payées cette année'),
  membersLastYear: (count: number) =>
    `contre ${plural(count, 'adhésion', 'adhésions')} l’an dernier à la même date`,
  renewals: (count: number) =>
    count === 0
      ? 'Aucune adhésion n’arrive à échéance ce mois-ci.'
      : `${plural(count, 'adhésion arrive', 'adhésions arrivent')} à échéance ce mois-ci.`,
  membersChart: 'Adhésions payées chaque mois',
  thisYear: 'Cette année',
  lastYear: 'L’an dernier',
  shop: 'Boutique',
  salesThisMonth: (orders: number, amount: string) =>
    `${plural(orders, 'commande', 'commandes')} ce mois-ci, pour ${amount}`,
  ordersToShip: (count: number) =>
    count === 0 ? 'Aucune commande à expédier.' : `${plural(count, 'commande', 'commandes')} à expédier.`,
  /** Said only when some are: the orders whose withdrawal the association checks with the buyer. */
  withdrawalsToCheck: (count: number) =>
    `${plural(count, 'commande porte', 'commandes portent')} une rétractation à vérifier.`,
  /** Said only when some are: withdrawn orders to refund, and how many are past their day. */
  ordersToRefund: (count: number, pastDue: number) =>
    `${plural(count, 'commande rétractée', 'commandes rétractées')} à rembourser${pastDue > 0 ? `, dont ${pastDue} en retard` : ''}.`,
  salesChart: 'Ventes de la boutique chaque mois',
  donations: 'Dons',
  donationsThisYear: (count: number, amount: string) =>
    `${plural(count, 'don', 'dons')} cette année, pour ${amount}`,
  receipts: (count: number) => `${plural(count, 'reçu fiscal en vigueur', 'reçus fiscaux en vigueur')}.`,
  donationsChart: 'Dons reçus chaque mois',
  tours: 'Visites guidées',
  toursToAnswer: (count: number) =>
    count === 0
      ? 'Aucune demande de visite n’attend de réponse.'
      : `${plural(count, 'demande de visite attend', 'demandes de visite attendent')} une réponse.`,
  figures: 'Voir les chiffres',
  month: 'Mois',
} as const;
