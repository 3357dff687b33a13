/** Display form of a category: the catalogue spelling with a capital first letter. */
export function categoryLabel(category: string): string {
  return category.charAt(0).toLocaleUpperCase('fr-FR') + category.slice(1);
}
