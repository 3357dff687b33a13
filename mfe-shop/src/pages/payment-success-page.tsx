import type { PageKey } from '@mtdm/shared/routing';
import { PaymentSuccessView } from '../features/payment-result/payment-success-view';

export const page: PageKey = 'paymentSuccess';

export default PaymentSuccessView;
