import { frenchHour, type SiteDetails } from '@mtdm/shared/content';
import { lowerCasePaths, paths } from '@mtdm/shared/routing';
import { archiveCentreFacts, formatCount } from '@mtdm/shared/site';

/** The opening hours, from the published practical facts. */
export const openingRows = ({ openingHours: hours }: SiteDetails) => [
  { days: capitalise(hours.openDays), time: `${frenchHour(hours.opens)} – ${frenchHour(hours.closes)}` },
  { days: capitalise(hours.closedDays), time: 'Fermé' },
  { days: capitalise(hours.annualClosure), time: 'Fermé' },
];

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The museum's postal address, from the published practical facts. */
export const addressLines = ({ museumName, museumAddress }: SiteDetails) => [
  museumName,
  museumAddress.street,
  `${museumAddress.postcode} ${museumAddress.city}`,
];

/** Texts of the practical-information page (edit here, not in the JSX). */
export const practicalInfoContent = {
  welcome:
    'Le musée vous accueille à Fréjus, dans le Var. Pour toute question avant votre venue, l’accueil vous répond au téléphone pendant les heures d’ouverture.',
  phoneLabel: 'Appeler l’accueil',
  hoursTitle: 'Horaires d’ouverture',
  freeTitle: 'Entrée libre',
  free: 'L’entrée du musée est libre et gratuite, pour tous et toute l’année.',
  groupsTitle: 'Visites guidées',
  groups:
    'Les groupes d’au moins 10 personnes peuvent demander une visite guidée : scolaires, associations, amicales, comités d’entreprise.',
  /** The guided-visit booking page, by its legacy address. */
  groupsLink: { to: `/${lowerCasePaths.guidedTourLegacy}`, label: 'Réserver une visite guidée' },
  addressTitle: 'Adresse',
  map: {
    title: 'Plan',
    intro: 'La carte interactive est fournie par OpenStreetMap : elle ne se charge que si vous la demandez.',
    show: 'Afficher la carte interactive',
    frameTitle: 'Carte OpenStreetMap autour du Musée des Troupes de Marine',
    external: 'Ouvrir la carte sur OpenStreetMap (nouvel onglet)',
  },
  accessTitle: 'Accès',
  accessImage: 'access',
  accessAlt:
    'Plan d’accès : l’autoroute A8 au nord, la RN7 au centre, la sortie Fréjus menant au musée entre l’autoroute et le centre-ville, la Méditerranée au sud.',
  directionsTitle: 'Itinéraires en voiture',
  directions: [
    {
      title: 'Depuis Aix-en-Provence par l’autoroute',
      steps: [
        'Prenez l’autoroute A8 en direction de Nice.',
        'Quittez l’autoroute à la sortie Fréjus.',
        'Suivez la direction de Fréjus centre, puis les panneaux « Musée des Troupes de Marine » par la route de Bagnols-en-Forêt.',
      ],
    },
    {
      title: 'Depuis Nice par l’autoroute',
      steps: [
        'Prenez l’autoroute A8 en direction d’Aix-en-Provence et de Marseille.',
        'Quittez l’autoroute à la sortie Fréjus.',
        'Suivez la direction de Fréjus centre, puis les panneaux « Musée des Troupes de Marine » par la route de Bagnols-en-Forêt.',
      ],
    },
    {
      title: 'Depuis Le Puget-sur-Argens ou Fréjus par la RN7',
      steps: [
        'Suivez la route nationale 7 jusqu’à l’entrée de Fréjus.',
        'Au rond-point, prenez la direction de Bagnols-en-Forêt.',
        'Le musée est indiqué sur votre droite, le long de la route de Bagnols-en-Forêt.',
      ],
    },
  ],
  visitTitle: 'Préparer votre visite',
  servicesTitle: 'Services',
  services: [
    'Visites guidées pour les groupes, sur demande.',
    'Centre d’archives (CHETOM) ouvert aux chercheurs sur rendez-vous.',
    `Auditorium de ${formatCount(archiveCentreFacts.auditoriumSeats)} places, où se tiennent les conférences du CHETOM et celles de l’association.`,
    'Boutique de souvenirs, aussi ouverte en ligne.',
  ],
  servicesLinks: [
    { to: paths.shop, label: 'La boutique en ligne' },
    { to: paths.archiveCentre, label: 'Le centre d’archives' },
  ],
  rulesTitle: 'Règles de visite',
  rules: [
    'Les enfants de moins de 12 ans visitent accompagnés d’un adulte.',
    'Les photographies sans flash sont autorisées pour un usage privé.',
    'Il est interdit de toucher les objets exposés, de manger et de boire dans les salles.',
    'Les animaux ne sont pas admis, à l’exception des chiens d’assistance.',
    'Les sacs volumineux peuvent être refusés à l’entrée des salles.',
  ],
} as const;
