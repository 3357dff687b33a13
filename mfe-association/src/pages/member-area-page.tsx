import type { PageKey } from '@mtdm/shared/routing';
import { MemberAreaView } from '../features/member-area/member-area-view';

export const page: PageKey = 'memberArea';

export default MemberAreaView;
