import { languageOfAddress, pages, type PageKey } from '..';

describe('languageOfAddress', () => {
  it('says English for every page of the visit in English, French for every other page', () => {
    for (const key of Object.keys(pages) as PageKey[])
      expect([key, languageOfAddress(pages[key].path)]).toEqual([key, pages[key].lang ?? 'fr']);
  });

  it('says English for a mistyped address under /en/, whatever its case', () => {
    expect(languageOfAddress('/en/musem')).toBe('en');
    expect(languageOfAddress('/EN/Visit/old')).toBe('en');
    expect(languageOfAddress('/en')).toBe('en');
  });

  it('says French for an address that only starts with the letters', () => {
    expect(languageOfAddress('/entree')).toBe('fr');
    expect(languageOfAddress('/pages/en/visite')).toBe('fr');
    expect(languageOfAddress('/pages/colections')).toBe('fr');
  });
});
