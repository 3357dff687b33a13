import type { PageKey } from '@mtdm/shared/routing';
import { ArchiveCentreView } from '../features/archive-centre/archive-centre-view';

export const page: PageKey = 'archiveCentre';

export default ArchiveCentreView;
