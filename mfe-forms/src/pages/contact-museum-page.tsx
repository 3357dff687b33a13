import { createPlaceholderPage } from '@mtdm/shared/ui';
import type { PageKey } from '@mtdm/shared/routing';

export const page: PageKey = 'contactMuseum';

export default createPlaceholderPage(page);
