import { contentMediaUrl, type Product } from '@mtdm/shared/content';

/** schema.org data of the catalogue: a list of Products with their price in euros (https://schema.org/Product). */
export function catalogueStructuredData(list: readonly Product[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: 'La boutique du Musée des Troupes de Marine',
    itemListElement: list.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Product',
        name: product.name,
        category: product.category,
        image: contentMediaUrl(product.image),
        offers: {
          '@type': 'Offer',
          price: product.price.toFixed(2),
          priceCurrency: 'EUR',
          availability: 'https://schema.org/InStock',
        },
      },
    })),
  };
}
