import type { PageKey } from '@mtdm/shared/routing';
import { DonationView } from '../features/donation/donation-view';

export const page: PageKey = 'donation';

export default DonationView;
