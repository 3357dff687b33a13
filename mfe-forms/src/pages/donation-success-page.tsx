import type { PageKey } from '@mtdm/shared/routing';
import { DonationSuccessView } from '../features/payment-results/payment-result-views';

export const page: PageKey = 'donationSuccess';

export default DonationSuccessView;
