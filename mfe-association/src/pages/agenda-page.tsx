import type { PageKey } from '@mtdm/shared/routing';
import { AgendaView } from '../features/agenda/agenda-view';

export const page: PageKey = 'agenda';

export default AgendaView;
