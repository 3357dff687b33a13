import { serializeSearchIndex } from '@mtdm/shared/search/build';
import { forgetSiteSearchForTests } from '../site-search-engine';

/** A small index, made as a release makes it, served as /search-index.json. */
const INDEX = serializeSearchIndex([
  {
    id: 'page:collections',
    kind: 'page',
    title: 'Ses collections',
    url: '/pages/sescollections',
    detail: '',
    text: 'Les collections du musée, des compagnies de la mer à aujourd’hui.',
    keywords: 'sescollections',
  },
  {
    id: 'conference:bazeilles',
    kind: 'conference',
    title: 'Conférence : Bazeilles, la dernière cartouche',
    url: '/pages/sesconferences',
    detail: '14 mars 2019 à 18 h',
    text: 'Les combats de 1870.',
  },
  {
    id: 'product:bd',
    kind: 'product',
    title: 'Bande dessinée « Les Marsouins de Bazeilles »',
    url: '/pages/laboutique#produit-bd',
    detail: '16,00 €',
    text: 'bandes dessinées',
  },
]);

/** Serves the index (or fails with `status`) and forgets any index loaded by an earlier test. */
export function serveSearchIndex(status = 200): jest.Mock {
  forgetSiteSearchForTests();
  const fetchMock = jest.fn(async () => ({ ok: status === 200, status, text: async () => INDEX }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
