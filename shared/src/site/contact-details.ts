/**
 * Contact facts shown in several modules (header, practical information, forms, legal pages,
 * confirmation pages). Keep them here only, so a change of number or address is one edit.
 *
 * TO BE CONFIRMED BY THE ASSOCIATION: no e-mail address and no postal box are known yet.
 * The e-mail addresses use the reserved ".example" domain so that no real mailbox is invented; the
 * postal box number is left for the association to fill in. Replace them here.
 */
export const contactDetails = {
  museumName: 'Musée des Troupes de Marine',
  associationName: 'Association des amis du Musée des Troupes de Marine',
  associationShortName: 'AAMTDM',
  archiveCentreName: 'Centre d’histoire et d’études des troupes d’outre-mer',
  city: 'Fréjus',
  /** Reception telephone of the museum, as displayed (non-breaking spaces: never cut) and as dialled. */
  receptionPhone: { display: '04\u00a094\u00a017\u00a086\u00a022', dial: '+33494178622' },
  /** Where the museum stands (shown beside the map, so the page works without it). */
  museumAddress: {
    street: 'Route de Bagnols-en-Forêt',
    postcode: '83600',
    city: 'Fréjus',
    /** Position for the map (WGS 84). */
    latitude: 43.4612,
    longitude: 6.7468,
  },
  /** Where membership cheques are posted. */
  associationPostalAddress: [
    'AAMTDM',
    'Boîte postale (numéro à confirmer par l’association)',
    '83600 Fréjus',
  ],
  emails: {
    association: 'contact@aamtdm.example',
    museum: 'accueil@musee-troupes-de-marine.example',
    archiveCentre: 'chetom@musee-troupes-de-marine.example',
  },
} as const;
