import { findPageByPath, lowerCasePaths, pages, paths } from '..';

describe('findPageByPath', () => {
  it('finds every canonical path', () => {
    for (const [key, page] of Object.entries(pages)) {
      expect(findPageByPath(page.path)).toBe(key);
    }
  });

  it('ignores case and a trailing slash', () => {
    expect(findPageByPath('/pages/lemuseeenbref')).toBe('museumInBrief');
    expect(findPageByPath('/PAGES/LABOUTIQUE/')).toBe('shop');
    expect(findPageByPath(lowerCasePaths.termsOfSale)).toBe('termsOfSale');
    expect(findPageByPath(lowerCasePaths.legalInformation)).toBe('legalInformation');
    expect(findPageByPath(lowerCasePaths.contactChetom)).toBe('contactChetom');
  });

  it('knows the legacy aliases', () => {
    expect(findPageByPath('/pages/Accueil')).toBe('home');
    expect(findPageByPath('/visiteguidee.html')).toBe('guidedTour');
    expect(findPageByPath('/pages/visiteguidee.html')).toBe('guidedTour');
  });

  it('returns undefined for an unknown address', () => {
    expect(findPageByPath('/pages/nexistepas')).toBeUndefined();
    expect(findPageByPath('/pages')).toBeUndefined();
  });

  it('keeps the exact paths of the page registry', () => {
    expect(paths.memberArea).toBe('/pages/Login');
    expect(paths.practicalInfo).toBe('/pages/informationsPratiques');
    expect(paths.home).toBe('/');
  });
});
