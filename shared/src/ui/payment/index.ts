export { ConfirmationResult } from './confirmation-result';
export { CancellationResult } from './cancellation-result';
export { pageNavigation } from './page-navigation';
export { usePaymentStart, paymentStartStatus } from './use-payment-start';
