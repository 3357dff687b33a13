// What the lists' search, sort, pages and exports say to the volunteers.
import type { ListName } from './space-client';

/** How each sort key of the lists is named. */
const SORT_NAMES: Readonly<Record<string, string>> = {
  date: 'Date',
  nom: 'Nom',
  montant: 'Montant',
  numero: 'Numéro',
  groupe: 'Taille du groupe',
  benevole: 'Bénévole',
};

/** What each list's search finds its rows by. */
const SEARCHED_BY: Readonly<Record<ListName, string>> = {
  orders: 'Nom, courriel, ville ou référence',
  tours: 'Nom, courriel, guide ou référence',
  messages: 'Nom, courriel ou référence',
  applications: 'Nom, courriel ou référence',
  memberships: 'Nom, courriel, numéro d’adhérent ou référence',
  donations: 'Nom, courriel, numéro de reçu ou référence',
  receipts: 'Nom, numéro de reçu ou référence',
  views: 'Bénévole, action ou référence consultée',
};

export const listViewTexts = {
  formLabel: 'Rechercher dans la liste',
  search: 'Rechercher',
  searchedBy: (list: ListName) => SEARCHED_BY[list],
  from: 'Du',
  to: 'Au',
  sort: 'Trier par',
  sortOption: (key: string, reverse: boolean) =>
    `${SORT_NAMES[key] ?? key}, ordre ${reverse ? 'décroissant' : 'croissant'}`,
  show: 'Afficher',
  clear: 'Tout effacer',
  found: (total: number) => (total === 0 ? 'Aucun résultat' : `${total} résultat${total > 1 ? 's' : ''}`),
  pagesLabel: 'Pages de la liste',
  pageOf: (page: number, count: number) => `Page ${page} sur ${count}`,
  previous: 'Page précédente',
  next: 'Page suivante',
  exportCsv: 'Exporter cette vue (CSV)',
  exportXlsx: 'Exporter cette vue (Excel)',
} as const;
