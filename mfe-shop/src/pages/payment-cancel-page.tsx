import type { PageKey } from '@mtdm/shared/routing';
import { PaymentCancelView } from '../features/payment-result/payment-cancel-view';

export const page: PageKey = 'paymentCancel';

export default PaymentCancelView;
