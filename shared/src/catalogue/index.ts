export { PRODUCT_CATEGORIES, isProductCategory } from './categories';
export type { ProductCategory } from './categories';
export { MEN_POLO_SIZES, CHILD_POLO_SIZES } from './sizes';
export type { CartLine } from './product';
export { findProductById, findProductByName, filterByCategories, sortByPrice } from './catalogue';
export type { PriceSort } from './catalogue';
export { PRODUCTS_PER_PAGE, pageCount, pageOfPosition, pageWithin, productsOfPage } from './catalogue-pages';
