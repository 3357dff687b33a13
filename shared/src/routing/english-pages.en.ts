/**
 * The visit in English: six pages, each with its French counterpart (English, not French typography).
 * The table of every page (pages.ts) takes them in, and its type checks each entry.
 */
export const englishPages = {
  homeEn: {
    owner: 'mfe_museum',
    path: '/en/',
    title: 'Welcome',
    lang: 'en',
    counterpart: 'home',
  },
  museumInBriefEn: {
    owner: 'mfe_museum',
    path: '/en/museum',
    title: 'The museum in brief',
    lang: 'en',
    counterpart: 'museumInBrief',
  },
  collectionsEn: {
    owner: 'mfe_museum',
    path: '/en/collections',
    title: 'The collections',
    lang: 'en',
    counterpart: 'collections',
  },
  practicalInfoEn: {
    owner: 'mfe_museum',
    path: '/en/visit',
    title: 'Plan your visit',
    lang: 'en',
    counterpart: 'practicalInfo',
  },
  guidedTourEn: {
    owner: 'mfe_forms',
    path: '/en/guided-tours',
    title: 'Book a guided tour',
    lang: 'en',
    counterpart: 'guidedTour',
  },
  archiveCentreEn: {
    owner: 'mfe_museum',
    path: '/en/archive-centre',
    title: 'The archive centre (CHETOM)',
    lang: 'en',
    counterpart: 'archiveCentre',
  },
} as const;

/** Their meta descriptions (see page-descriptions.ts). */
export const englishPageDescriptions = {
  homeEn:
    'The Troupes de Marine Museum in Fréjus: four centuries of France’s marine troops, opening hours and how to visit.',
  museumInBriefEn:
    'The Troupes de Marine Museum at a glance: its history, its galleries and its collections in figures.',
  collectionsEn:
    'What you will see at the museum, period by period, from the 17th century to today’s regiments.',
  practicalInfoEn: 'Opening hours, getting to the museum in Fréjus, services and visiting rules.',
  guidedTourEn: 'Request a guided tour of the museum for a group of at least 10 people.',
  archiveCentreEn: 'The museum’s archive and research centre: what it holds and how to consult it.',
};
