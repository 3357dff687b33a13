import type { PageKey } from '@mtdm/shared/routing';
import { MuseumNewsView } from '../features/museum-news/museum-news-view';

export const page: PageKey = 'museumNews';

export default MuseumNewsView;
