import { closestPagesHtml, searchResultsHtml, wordsOfAddress, type SearchGroup } from '..';

const groups: SearchGroup[] = [
  {
    kind: 'product',
    label: 'Boutique',
    hits: [
      {
        id: 'product:x',
        kind: 'product',
        title: 'Mug <b>&',
        url: '/pages/laboutique#produit-x',
        detail: '13,00 €',
        excerpt: '',
      },
    ],
    total: 1,
  },
];

describe('searchResultsHtml', () => {
  it('counts the results, gives each kind its heading and escapes every text', () => {
    const html = searchResultsHtml('mug"<', groups);
    expect(html).toContain('1 résultat pour «\u00a0mug&quot;&lt;\u00a0».');
    expect(html).toContain('<h2 id="resultats-product">Boutique</h2>');
    expect(html).toContain('<a href="/pages/laboutique#produit-x">Mug &lt;b&gt;&amp;</a>');
    expect(html).not.toContain('<b>');
  });

  it('says so when nothing is found, and what to type when nothing was typed', () => {
    expect(searchResultsHtml('zzz', [])).toContain('Aucun résultat pour');
    expect(searchResultsHtml(' ', [])).toContain('Saisissez un ou plusieurs mots');
  });
});

describe('the not-found page’s help', () => {
  it('reads the words of a mistyped address', () => {
    expect(wordsOfAddress('/pages/colections')).toBe('colections');
    expect(wordsOfAddress('/pages/informationsPratique.html')).toBe('informations Pratique');
    expect(wordsOfAddress('/pages/conf%C3%A9rences')).toBe('conférences');
    expect(wordsOfAddress('/%E0%A4%A')).toBe('E0 A4 A');
    expect(wordsOfAddress('/content/media/documents/news/programme-2019.pdf')).toBe('programme 2019');
    expect(wordsOfAddress('/content/repo/agenda.json')).toBe('content repo agenda');
    // A call or a module's file typed by hand: nothing a visitor would search with.
    for (const address of ['/api/', '/API/inconnu.php', '/mfe/shop/absent.js', '/mfe']) {
      expect([address, wordsOfAddress(address)]).toEqual([address, '']);
    }
    expect(wordsOfAddress('/pages/api-musee')).toBe('api musee');
  });

  it('lists the closest pages under their heading, or nothing', () => {
    expect(closestPagesHtml([])).toBe('');
    expect(closestPagesHtml(groups[0]!.hits)).toMatch(/^<h2>Les pages les plus proches<\/h2><ul><li>/);
  });
});
