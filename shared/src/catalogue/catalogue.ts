import type { Product } from '../content/types';

/** The catalogue entry of a product, by id. */
export function findProductById(list: readonly Product[], id: string): Product | undefined {
  return list.find((product) => product.id === id);
}

/** The catalogue entry of a product, by its exact name (cart lines are matched by name and size). */
export function findProductByName(list: readonly Product[], name: string): Product | undefined {
  return list.find((product) => product.name === name);
}

/** Products of some categories (an empty selection means all). */
export function filterByCategories(list: readonly Product[], categories: readonly string[]): Product[] {
  return categories.length === 0
    ? [...list]
    : list.filter((product) => categories.includes(product.category));
}

export type PriceSort = 'none' | 'asc' | 'desc';

/** Sorted copy by price; 'none' keeps the catalogue order. */
export function sortByPrice(list: readonly Product[], order: PriceSort): Product[] {
  const copy = [...list];
  if (order === 'asc') copy.sort((a, b) => a.price - b.price);
  if (order === 'desc') copy.sort((a, b) => b.price - a.price);
  return copy;
}
