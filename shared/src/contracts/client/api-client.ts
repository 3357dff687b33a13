import type {
  DonationPaymentRequest,
  MembershipPaymentRequest,
  ShopPaymentRequest,
} from '../schemas/payments';
import type { ContactKind, ContactRequest } from '../schemas/forms';
import { confirmPayment, type ConfirmationKind, type PaymentIds } from './confirmation';
import { sendContactForm, sendJobApplication } from './forms';
import type { ApiClientOptions } from './http';
import { startDonationPayment, startMembershipPayment, startShopPayment } from './payment-start';

/** Every browser call bound to one configuration (base URL, fetch). */
export function createApiClient(options: ApiClientOptions = {}) {
  return {
    startShopPayment: (payload: ShopPaymentRequest) => startShopPayment(payload, options),
    startMembershipPayment: (payload: MembershipPaymentRequest) => startMembershipPayment(payload, options),
    startDonationPayment: (payload: DonationPaymentRequest) => startDonationPayment(payload, options),
    confirmPayment: (kind: ConfirmationKind, ids: PaymentIds) => confirmPayment(kind, ids, options),
    sendContactForm: <K extends ContactKind>(kind: K, payload: ContactRequest<K>) =>
      sendContactForm(kind, payload, options),
    sendJobApplication: (form: FormData) => sendJobApplication(form, options),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
