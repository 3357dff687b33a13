import { createPlaceholderPage } from '@mtdm/shared/ui';
import type { PageKey } from '@mtdm/shared/routing';

export const page: PageKey = 'museumInBrief';

export default createPlaceholderPage(page);
