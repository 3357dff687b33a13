import type { PageKey } from '@mtdm/shared/routing';
import { PracticalInfoView } from '../features/practical-info/practical-info-view';

export const page: PageKey = 'practicalInfo';

export default PracticalInfoView;
