import { itemPathOf } from '@mtdm/shared/routing';
import { objectSummary, type CollectionObject } from './collection-objects';

/** schema.org data of an object's page: a work of the museum's collections, in its gallery. */
export function objectStructuredData(object: CollectionObject, image: string) {
  const { item, gallery } = object;
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: item.title,
    description: objectSummary(object),
    image,
    url: itemPathOf('collections', item.image),
    ...(gallery.period ? { temporalCoverage: gallery.period.replace(/\s*–\s*/, '/') } : {}),
    isPartOf: { '@type': 'Collection', name: gallery.title },
    holdingArchive: { '@type': 'Museum', name: 'Musée des Troupes de Marine', address: 'Fréjus' },
  };
}
