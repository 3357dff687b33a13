import type { ItemListPage } from '@mtdm/shared/routing';
import { objectItems } from '../features/collection-object/collection-objects';
import { ObjectView } from '../features/collection-object/object-view';

/** The page of each object, beneath the collections' address. */
export const itemOf: ItemListPage = 'collections';

/** The objects that get a page, as the release renders them. */
export const itemsOf = objectItems;

export default ObjectView;
