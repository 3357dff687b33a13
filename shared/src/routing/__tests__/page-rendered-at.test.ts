import { pageRenderedAt } from '../aliases';

describe('pageRenderedAt', () => {
  it.each([
    ['/', 'home'],
    ['/pages/Accueil', 'home'],
    ['/pages/laboutique', 'shop'],
    ['/pages/LABOUTIQUE/', 'shop'],
    ['/pages/cgv', 'termsOfSale'],
  ])('%s renders %s in place', (address, page) => {
    expect(pageRenderedAt(address)).toBe(page);
  });

  it.each(['/visiteguidee.html', '/pages/visiteguidee.html', '/index.html', '/INDEX.PHP', '/pages/inconnue'])(
    '%s renders no page in place (redirected or unknown)',
    (address) => {
      expect(pageRenderedAt(address)).toBeUndefined();
    },
  );
});
