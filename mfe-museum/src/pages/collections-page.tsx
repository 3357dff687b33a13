import type { PageKey } from '@mtdm/shared/routing';
import { CollectionsView } from '../features/collections/collections-view';

export const page: PageKey = 'collections';

export default CollectionsView;
