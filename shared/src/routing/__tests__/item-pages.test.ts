import { itemAt, itemFileOf, itemFilePage, itemModuleOf, itemPathOf } from '..';

describe('the pages of items', () => {
  it('puts an item beneath its listing page, in a document of its own, rendered by the item module', () => {
    expect(itemPathOf('shop', 'mug-bazeilles')).toBe('/pages/laboutique/mug-bazeilles');
    expect(itemPathOf('collections', 'casque-colonial')).toBe('/pages/sescollections/casque-colonial');
    expect(itemFileOf('shop', 'mug-bazeilles')).toBe('shop--mug-bazeilles.html');
    expect(itemModuleOf('shop')).toBe('./ShopItemPage');
    expect(itemModuleOf('collections')).toBe('./CollectionsItemPage');
  });

  it('finds the item of an address, its listing page under any case, its name as written', () => {
    expect(itemAt('/pages/laboutique/mug-bazeilles')).toEqual({ page: 'shop', item: 'mug-bazeilles' });
    expect(itemAt('/pages/LaBoutique/mug-bazeilles/')).toEqual({ page: 'shop', item: 'mug-bazeilles' });
    expect(itemAt('/pages/sescollections/shako-1830')).toEqual({ page: 'collections', item: 'shako-1830' });
  });

  it('finds no item in an address that names none or names it wrongly', () => {
    for (const address of [
      '/pages/laboutique',
      '/pages/laboutique/',
      '/pages/laboutique/Mug',
      '/pages/laboutique/mug--x',
      '/pages/laboutique/../admin',
      '/pages/laboutique/a/b',
      '/pages/sesconferences/x',
      '/pages/laboutique/mug%20x',
    ])
      expect(itemAt(address)).toBeUndefined();
  });

  it('tells an item document from any other file', () => {
    expect(itemFilePage('shop--mug-bazeilles.html')).toBe('shop');
    expect(itemFilePage('collections--shako-1830.html')).toBe('collections');
    expect(itemFilePage('shop.html')).toBeUndefined();
    expect(itemFilePage('agenda--x.html')).toBeUndefined();
    expect(itemFilePage('shop--Mug.html')).toBeUndefined();
    expect(itemFilePage('shop--x.html.tmp')).toBeUndefined();
  });
});
