import { textParagraphs, type CollectionObjectEntry, type SiteContent } from '@mtdm/shared/content';
import { ITEM_NAME, type ItemHead } from '@mtdm/shared/routing';
import { collectionsContent, type Gallery, type GalleryItem } from '../../common/collections-content';

/** An object of the collections page, with the gallery it stands in and what the association added. */
export interface CollectionObject {
  readonly item: GalleryItem;
  readonly gallery: Gallery;
  /** Its photograph and its longer text, once the association has given them (content/objects/). */
  readonly entry?: CollectionObjectEntry;
}

/** Every object of the galleries, in their order; `item.image` names its page. */
export function collectionObjects(entries: readonly CollectionObjectEntry[] = []): CollectionObject[] {
  return collectionsContent.galleries.flatMap((gallery) =>
    gallery.items.map((item) => ({
      item,
      gallery,
      entry: entries.find((entry) => entry.object === item.image),
    })),
  );
}

/** The paragraphs of an object's page: the association's text when given (blank lines between them). */
export const objectParagraphs = (object: CollectionObject): string[] =>
  textParagraphs(object.entry?.description);

/** What search engines show of an object's page. */
export function objectSummary({ item, gallery }: CollectionObject): string {
  const period = gallery.period ? ` (${gallery.period})` : '';
  return `${item.text} Galerie « ${gallery.title} »${period} du Musée des Troupes de Marine, à Fréjus.`;
}

/** The pages the collections render beside their own: one per object. */
export const objectItems = (content: Partial<SiteContent>): ItemHead[] =>
  collectionObjects(content.objects)
    .filter(({ item }) => ITEM_NAME.test(item.image))
    .map((object) => ({
      item: object.item.image,
      title: object.item.title,
      description: objectSummary(object),
    }));
