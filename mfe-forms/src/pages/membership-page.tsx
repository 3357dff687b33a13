import type { PageKey } from '@mtdm/shared/routing';
import { MembershipView } from '../features/membership/membership-view';

export const page: PageKey = 'membership';

export default MembershipView;
