import type { PageKey } from '@mtdm/shared/routing';
import { RegistrationSuccessView } from '../features/payment-results/payment-result-views';

export const page: PageKey = 'registrationSuccess';

export default RegistrationSuccessView;
