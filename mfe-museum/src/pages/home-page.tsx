import type { PageKey } from '@mtdm/shared/routing';
import { HomeView } from '../features/home/home-view';

export const page: PageKey = 'home';

export default HomeView;
