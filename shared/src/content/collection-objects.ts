/**
 * The objects of the collections page, by the name of their drawing (and of their page's address):
 * what an entry of content/objects/ may complete. The museum's module shows them (a test holds the
 * two lists together).
 */
export const COLLECTION_OBJECTS = [
  'compagnies-de-la-mer',
  'soldat-marine-1770',
  'canon-de-bord',
  'shako-1830',
  'bazeilles',
  'casque-colonial',
  'carnet-tonkin',
  'mission-marchand',
  'casque-adrian',
  'drapeau-regiment',
  'croix-liberation',
  'debarquement-provence',
  'tenue-indochine',
  'beret-para-colonial',
  'fanion-bataillon',
  'lettres-soldats',
  'ancre-troupes-de-marine',
  'operations-exterieures',
  'service-militaire-adapte',
  'outre-mer',
  'theme-uniformes',
  'theme-decorations',
  'theme-artillerie',
  'theme-vie-quotidienne',
  'theme-souvenirs',
] as const;
