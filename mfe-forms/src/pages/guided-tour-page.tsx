import type { PageKey } from '@mtdm/shared/routing';
import { GuidedTourView } from '../features/guided-tour/guided-tour-view';

export const page: PageKey = 'guidedTour';

export default GuidedTourView;
