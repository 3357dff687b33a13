import type { PageKey } from '@mtdm/shared/routing';
import { JobApplicationView } from '../features/job-application/job-application-view';

export const page: PageKey = 'workAtMuseum';

export default JobApplicationView;
