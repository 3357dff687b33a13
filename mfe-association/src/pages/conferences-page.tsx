import type { PageKey } from '@mtdm/shared/routing';
import { ConferencesView } from '../features/conferences/conferences-view';

export const page: PageKey = 'conferences';

export default ConferencesView;
