/** The 17 shop categories, spelled as the shop shows them. */
export const PRODUCT_CATEGORIES = [
  'accessoires vestimentaires',
  'autocollants cartes postales',
  'bandes dessinées',
  'bijoux',
  'CD/DVD/carnets chants',
  'coiffures',
  'couteaux',
  'divers',
  'insignes et pin’s',
  'livres',
  'magnets',
  'monnaie et billet',
  'mugs',
  'parfum',
  'polos - T-shirt',
  'porte-clefs',
  'stylos',
] as const;

export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export function isProductCategory(value: string): value is ProductCategory {
  return (PRODUCT_CATEGORIES as readonly string[]).includes(value);
}
