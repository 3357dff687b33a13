import type { PageKey } from '@mtdm/shared/routing';
import { LegalInformationView } from '../features/legal-information/legal-information-view';

export const page: PageKey = 'legalInformation';

export default LegalInformationView;
