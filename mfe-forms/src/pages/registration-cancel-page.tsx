import type { PageKey } from '@mtdm/shared/routing';
import { RegistrationCancelView } from '../features/payment-results/payment-result-views';

export const page: PageKey = 'registrationCancel';

export default RegistrationCancelView;
