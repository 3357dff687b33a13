import type { PageKey } from '@mtdm/shared/routing';
import { DonationCancelView } from '../features/payment-results/payment-result-views';

export const page: PageKey = 'donationCancel';

export default DonationCancelView;
