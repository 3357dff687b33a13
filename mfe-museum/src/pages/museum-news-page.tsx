import { createPlaceholderPage } from '@mtdm/shared/ui';
import type { PageKey } from '@mtdm/shared/routing';

export const page: PageKey = 'museumNews';

export default createPlaceholderPage(page);
