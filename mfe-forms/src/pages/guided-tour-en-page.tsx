import type { PageKey } from '@mtdm/shared/routing';
import { GuidedTourViewEn } from '../features/guided-tour/guided-tour-view-en';

export const page: PageKey = 'guidedTourEn';

export default GuidedTourViewEn;
