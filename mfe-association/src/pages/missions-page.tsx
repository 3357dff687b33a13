import type { PageKey } from '@mtdm/shared/routing';
import { MissionsView } from '../features/missions/missions-view';

export const page: PageKey = 'missions';

export default MissionsView;
