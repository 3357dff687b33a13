import { contentMediaUrl, type Product } from '@mtdm/shared/content';
import { itemPathOf } from '@mtdm/shared/routing';
import { productSummary } from './product-heads';

/** schema.org data of a product's page: the Product, its picture and its offer (https://schema.org/Product). */
export function productStructuredData(product: Product) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: productSummary(product),
    category: product.category,
    image: contentMediaUrl(product.photograph ?? product.image),
    url: itemPathOf('shop', product.id),
    weight: { '@type': 'QuantitativeValue', value: product.weight, unitCode: 'GRM' },
    offers: {
      '@type': 'Offer',
      price: product.price.toFixed(2),
      priceCurrency: 'EUR',
      availability: product.unavailable ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
      seller: { '@type': 'Organization', name: 'Musée des Troupes de Marine' },
    },
  };
}
