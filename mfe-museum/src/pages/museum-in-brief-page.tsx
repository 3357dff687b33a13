import type { PageKey } from '@mtdm/shared/routing';
import { MuseumInBriefView } from '../features/museum-in-brief/museum-in-brief-view';

export const page: PageKey = 'museumInBrief';

export default MuseumInBriefView;
