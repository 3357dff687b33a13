import { countHits, loadSiteSearch, type SearchDocument } from '..';
import { contentDocuments, pageDocuments, serializeSearchIndex } from '../build';
import { searchResultsHtml } from '../results-html';
import { searchTerm, searchTermOf } from '../search-terms';

const documents: SearchDocument[] = [
  {
    id: 'page:collections',
    kind: 'page',
    title: 'Ses collections',
    url: '/pages/sescollections',
    detail: 'Page du site',
    text: 'Le parcours du musée suit l’histoire des troupes de marine.',
    keywords: 'sescollections',
  },
  {
    id: 'page:practicalInfo',
    kind: 'page',
    title: 'Informations pratiques',
    url: '/pages/informationsPratiques',
    detail: 'Page du site',
    text: 'Le musée, à Fréjus, ouvre du mardi au dimanche.',
    keywords: 'informationsPratiques',
  },
  {
    id: 'conference:bazeilles',
    kind: 'conference',
    title: 'Bazeilles, la dernière cartouche',
    url: '/pages/sesconferences#actualite-01-conf',
    detail: '1er septembre 2026',
    text: 'Les Marsouins de la division bleue.',
  },
  {
    id: 'product:mug',
    kind: 'product',
    title: 'Mug « Bazeilles 1870 »',
    url: '/pages/laboutique#produit-mug',
    detail: '13,00 €',
    text: 'mugs',
  },
];

const site = loadSiteSearch(serializeSearchIndex(documents));
const ids = (query: string) => site.search(query).flatMap((group) => group.hits.map((hit) => hit.id));

describe('searchTerm', () => {
  it('folds accents before stemming, so a word typed without them gives the same stem', () => {
    expect(searchTerm('Fréjus')).toBe(searchTerm('frejus'));
    expect(searchTerm('dernière')).toBe(searchTerm('derniere'));
    expect(searchTerm('marsouins')).toBe(searchTerm('Marsouin'));
  });

  it('leaves out common words and single letters, keeps numbers whole', () => {
    expect(searchTerm('les')).toBeNull();
    expect(searchTerm('d')).toBeNull();
    expect(searchTerm('1870')).toBe('1870');
  });
});

describe('the search of the English pages', () => {
  const english = loadSiteSearch(
    serializeSearchIndex(
      [
        {
          id: 'page:guidedTourEn',
          kind: 'page',
          title: 'Book a guided tour',
          url: '/en/guided-tours',
          detail: '',
          text: 'Guided tours for groups of at least ten people.',
        },
        {
          id: 'page:collectionsEn',
          kind: 'page',
          title: 'The collections',
          url: '/en/collections',
          detail: '',
          text: 'Helmets, uniforms and flags from four centuries.',
        },
      ],
      'en',
    ),
    'en',
  );

  it('stems English words, not French ones, and leaves out English common words', () => {
    expect(searchTermOf('en')('helmets')).toBe(searchTermOf('en')('helmet'));
    expect(searchTermOf('en')('the')).toBeNull();
    // 'les' is a word like any other in English.
    expect(searchTermOf('en')('les')).not.toBeNull();
  });

  it('finds a page from a plural, with its group and count in English', () => {
    const groups = english.search('helmet');
    expect(groups.map((group) => group.label)).toEqual(['Pages']);
    expect(groups[0]?.hits.map((hit) => hit.url)).toEqual(['/en/collections']);
    const html = searchResultsHtml('helmet', groups, 'en');
    expect(html).toContain('<p>1 result for “helmet”.</p>');
    expect(html).toContain('<a href="/en/collections">The collections</a>');
    expect(searchResultsHtml('zouave', english.search('zouave'), 'en')).toContain('No results for “zouave”');
  });
});

describe('the site search', () => {
  it('finds a plural from its singular and a word without its accent', () => {
    expect(ids('marsouin')).toEqual(['conference:bazeilles']);
    expect(ids('frejus')).toEqual(['page:practicalInfo']);
  });

  it('forgives a typing mistake and finds a word being typed', () => {
    expect(ids('colections')).toContain('page:collections');
    expect(ids('bazei')).toEqual(['conference:bazeilles', 'product:mug']);
  });

  it('groups the results by kind in the order of the kinds, with their detail', () => {
    const groups = site.search('bazeilles');
    expect(groups.map((group) => group.label)).toEqual(['Conférences', 'Boutique']);
    expect(groups[1]?.hits[0]).toMatchObject({ title: 'Mug « Bazeilles 1870 »', detail: '13,00 €' });
    expect(groups[0]?.hits[0]?.excerpt).toBe('Les Marsouins de la division bleue.');
  });

  it('answers nothing for an empty query, and any word when no result has them all', () => {
    expect(site.search('   ')).toEqual([]);
    expect(ids('bazeilles zzzzqqq')).toEqual(['conference:bazeilles', 'product:mug']);
  });

  it('gives the closest pages of a mistyped address, pages only', () => {
    expect(site.closestPages('colections').map((hit) => hit.title)[0]).toBe('Ses collections');
    expect(site.closestPages('informations pratique')[0]?.id).toBe('page:practicalInfo');
    expect(site.closestPages('bazeilles')).toEqual([]);
  });
});

describe('the words around an item', () => {
  it('find it too, after the items that name them', () => {
    const objects = loadSiteSearch(
      serializeSearchIndex([
        {
          id: 'object:casque',
          kind: 'object',
          title: 'Casque colonial',
          url: '/pages/sescollections#objet-casque',
          detail: 'Ses collections',
          text: 'La coiffure des troupes servant outre-mer.',
          context: 'De Bazeilles aux campagnes lointaines',
        },
        {
          id: 'object:maison',
          kind: 'object',
          title: 'La maison de la dernière cartouche',
          url: '/pages/sescollections#objet-bazeilles',
          detail: 'Ses collections',
          text: 'À Bazeilles, le 1er septembre 1870, les derniers défenseurs tiennent.',
          context: 'De Bazeilles aux campagnes lointaines',
        },
      ]),
    );
    expect(objects.search('bazeilles')[0]?.hits.map((hit) => hit.id)).toEqual([
      'object:maison',
      'object:casque',
    ]);
  });
});

describe('documents of the index', () => {
  it('reads a page’s main text and the items it marks, never its scripts or hidden parts', () => {
    const html = `<!doctype html><html><body><header>Menu</header><main id="contenu"><h1>Ses collections</h1>
      <p>Le parcours</p><script>var x = 1;</script><div hidden>caché</div>
      <section><h2>De Bazeilles aux campagnes lointaines</h2><section aria-label="Galerie"><figure id="objet-casque" data-search-item="object" data-search-title="Casque colonial">
      <figcaption><strong>Casque colonial</strong>La coiffure emblématique.</figcaption></figure></section></section></main></body></html>`;
    const [page, item] = pageDocuments({
      key: 'collections',
      path: '/pages/sescollections',
      title: 'Ses collections',
      description: 'Les collections du musée.',
      html,
    });
    expect(page).toMatchObject({
      detail: '',
      id: 'page:collections',
      kind: 'page',
      keywords: 'sescollections',
      excerpt: 'Les collections du musée.',
    });
    expect(page?.text).toBe(
      'Ses collections Le parcours De Bazeilles aux campagnes lointaines Casque colonial La coiffure emblématique.',
    );
    expect(item).toEqual({
      id: 'object:objet-casque',
      kind: 'object',
      title: 'Casque colonial',
      url: '/pages/sescollections#objet-casque',
      detail: 'Ses collections · De Bazeilles aux campagnes lointaines',
      text: 'Casque colonial La coiffure emblématique.',
      context: 'De Bazeilles aux campagnes lointaines',
    });
  });

  it('makes conferences, news, products and archives from the published content', () => {
    const documentsOfContent = contentDocuments({
      news: [
        {
          id: '01-conf',
          title: 'Conférence',
          date: '12 mars 2026',
          time: '18:30',
          description: 'Résumé',
          image: 'images/news/a.svg',
          pdfPath: 'documents/news/a.pdf',
          link: '/pages/sesconferences#actualite-01-conf',
          category: 'association',
          conference: true,
        },
        {
          id: '02-news',
          title: 'Réouverture',
          date: '1er juin 2025',
          description: 'Le musée rouvre',
          image: 'images/news/b.svg',
          pdfPath: 'documents/news/b.pdf',
          link: '/pages/ActualitesMusee',
          category: 'musee',
          conference: null,
        },
      ],
      products: [
        {
          id: 'mug',
          name: 'Mug',
          price: 13,
          weight: 380,
          category: 'mugs',
          image: 'images/products/mug.svg',
        },
      ],
      archives: [
        { id: '10-menu', title: 'Menu de Bazeilles', date: '15 mai 2025', image: 'images/archives/m.svg' },
      ],
    });
    expect(
      documentsOfContent.map((document) => [
        document.kind,
        document.url,
        document.detail.replace(/\s/g, ' '),
      ]),
    ).toEqual([
      ['conference', '/pages/sesconferences#actualite-01-conf', '12 mars 2026 à 18 h 30'],
      ['news', '/pages/ActualitesMusee#actualite-02-news', '1er juin 2025 · Actualités du musée'],
      ['product', '/pages/laboutique/mug', '13,00 € · mugs'],
      ['archive', '/pages/lechetom#archive-10-menu', 'Entrée aux archives le 15 mai 2025'],
    ]);
  });
});

describe('results that land', () => {
  const many = loadSiteSearch(
    serializeSearchIndex([
      {
        id: 'page:missions',
        kind: 'page',
        title: 'Ses missions',
        url: '/pages/sesmissions',
        detail: 'Page du site',
        text: 'L’association organise des conférences, dont une sur Madagascar, et des voyages.',
      },
      ...['Madagascar 1895', 'Madagascar, la colonne', 'Madagascar et ses marsouins'].map(
        (title, index): SearchDocument => ({
          id: `conference:madagascar-${index}`,
          kind: 'conference',
          title,
          url: `/pages/sesconferences#actualite-${index}`,
          detail: '2019',
          text: 'Une conférence.',
        }),
      ),
    ]),
  );

  it('puts a conference about a word above a page that merely mentions it', () => {
    expect(many.search('madagascar').map((group) => group.kind)).toEqual(['conference', 'page']);
  });

  it('says the same count under the field (a few listed) as on the results page (all listed)', () => {
    const suggested = many.search('madagascar', 1);
    const page = many.search('madagascar');
    expect(suggested.flatMap((group) => group.hits)).toHaveLength(2);
    expect(page.flatMap((group) => group.hits)).toHaveLength(4);
    expect(countHits(suggested)).toBe(4);
    expect(countHits(page)).toBe(4);
  });
});

describe('conferences still to come rank first', () => {
  const conference = (id: string, title: string, when: string): SearchDocument => ({
    id: `conference:${id}`,
    kind: 'conference',
    title,
    url: `/pages/sesconferences#actualite-${id}`,
    detail: when,
    text: 'Conférence du jeudi soir au musée.',
    when,
  });
  const conferences = [
    conference('ancienne', 'Conférence : Bazeilles, conférence des marsouins', '2019-03-14'),
    conference('lointaine', 'Conférence de clôture', '2027-12-16'),
    conference('prochaine', 'Conférence : le front d’Orient', '2026-12-10'),
  ];
  const json = serializeSearchIndex(conferences);
  const firstOn = (today: string) =>
    loadSiteSearch(json, 'fr', () => today)
      .search('conférence')[0]!
      .hits.map((hit) => hit.id);

  it('the next one first, then the later ones, then the past ones, whatever their titles say', () => {
    expect(firstOn('2026-12-01')).toEqual([
      'conference:prochaine',
      'conference:lointaine',
      'conference:ancienne',
    ]);
  });

  it('once a conference is past, the next one takes its place', () => {
    expect(firstOn('2026-12-11')[0]).toBe('conference:lointaine');
  });

  it('counts the days in Paris: at 00:30 on 11 December there, the conference of the 10th is past', () => {
    jest.useFakeTimers({ now: new Date('2026-12-10T23:30:00.000Z') });
    try {
      const [first] = loadSiteSearch(json).search('conférence')[0]!.hits;
      expect(first!.id).toBe('conference:lointaine');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('what the index leaves out and adds', () => {
  const item = (id: string, link: string, category: 'musee' | 'association', date: string) => ({
    id,
    title: `Actualité ${id}`,
    date,
    description: 'Une actualité du musée ou de l’association.',
    image: 'images/news/a.svg',
    pdfPath: 'documents/news/a.pdf',
    link,
    category,
    conference: null,
  });

  it('leaves out a news item its page does not show (museum news before the page’s first year)', () => {
    const found = contentDocuments({
      news: [
        item('ancienne', '/pages/ActualitesMusee', 'musee', '18 mai 2019'),
        item('recente', '/pages/ActualitesMusee', 'musee', '18 mai 2025'),
        item('a-venir', '/pages/ActualitesAAMTDM', 'association', '1er septembre 2027'),
      ],
      products: [],
      archives: [],
    }).map((document) => document.id);
    expect(found).toEqual(['news:recente', 'news:a-venir']);
  });

  it('finds the practical information by what visitors type for it, though its text says it otherwise', () => {
    const [page] = pageDocuments({
      key: 'practicalInfo',
      path: '/pages/informationsPratiques',
      title: 'Informations pratiques',
      description: 'Horaires et accès.',
      html: '<html><body><main><h1>Informations pratiques</h1><p>Ouvert du mardi au dimanche.</p></main></body></html>',
    });
    const words = loadSiteSearch(serializeSearchIndex([page!]));
    for (const typed of ['parking', 'tarif', 'accès handicapé', 'horaires'])
      expect(words.search(typed)[0]?.hits[0]?.id).toBe('page:practicalInfo');
  });
});
