import type { PageKey } from '@mtdm/shared/routing';
import { AssociationNewsView } from '../features/association-news/association-news-view';

export const page: PageKey = 'associationNews';

export default AssociationNewsView;
