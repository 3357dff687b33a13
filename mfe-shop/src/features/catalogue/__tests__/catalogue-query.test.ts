import { parseCatalogueQuery, writeCatalogueQuery } from '../catalogue-query';

describe('the page in the address', () => {
  it('reads a page number and ignores anything else', () => {
    expect(parseCatalogueQuery(new URLSearchParams('page=3')).page).toBe(3);
    for (const text of ['0', '-2', '2.5', 'deux', '', '99999'])
      expect(parseCatalogueQuery(new URLSearchParams(`page=${text}`)).page).toBe(1);
  });

  it('writes a page after the first one only, beside the filter and sort', () => {
    const query = { sort: 'asc', categories: ['mugs'], page: 2 } as const;
    expect(writeCatalogueQuery(new URLSearchParams('autre=1'), query).toString()).toBe(
      'autre=1&tri=croissant&categorie=mugs&page=2',
    );
    expect(writeCatalogueQuery(new URLSearchParams('page=4'), { ...query, page: 1 }).toString()).toBe(
      'tri=croissant&categorie=mugs',
    );
  });
});
