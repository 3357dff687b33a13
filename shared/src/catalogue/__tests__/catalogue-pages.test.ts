import { pageCount, pageOfPosition, pageWithin, productsOfPage, PRODUCTS_PER_PAGE } from '../catalogue-pages';

const items = Array.from({ length: 2 * PRODUCTS_PER_PAGE + 1 }, (_, index) => index);

describe('the catalogue a page at a time', () => {
  it('counts the pages, one at least', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(PRODUCTS_PER_PAGE)).toBe(1);
    expect(pageCount(items.length)).toBe(3);
  });

  it('gives each page its products, and a page out of range the nearest one', () => {
    expect(productsOfPage(items, 1)).toEqual(items.slice(0, PRODUCTS_PER_PAGE));
    expect(productsOfPage(items, 3)).toEqual([2 * PRODUCTS_PER_PAGE]);
    expect(productsOfPage(items, 9)).toEqual([2 * PRODUCTS_PER_PAGE]);
    expect(pageWithin(0, items.length)).toBe(1);
  });

  it('finds the page that holds a position', () => {
    expect(pageOfPosition(0)).toBe(1);
    expect(pageOfPosition(PRODUCTS_PER_PAGE - 1)).toBe(1);
    expect(pageOfPosition(PRODUCTS_PER_PAGE)).toBe(2);
  });
});
