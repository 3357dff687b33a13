// The three kinds of payment the site takes, each written by its domain (payments/payment-flow.ts says
// what a flow gives). They are put together here, beside services.ts, and handed to the payments and the
// settlement: the routes register a start and a confirmation per flow, the settlement asks a paid
// payment's flow what it sets off and for its mails. The kinds that give documents (a membership, a
// donation) also say who those are for. So neither the payment machinery nor the documents import the
// domains that use them.
import type { DocumentPayers } from './documents/document-payer';
import { membershipDocuments, membershipPayment } from './memberships/membership-payment';
import { shopPayment } from './orders/order-payment';
import type { PaymentFlows } from './payments/payment-flow';
import { donationDocuments, donationPayment } from './treasury/donation-payment';

export const PAYMENT_FLOWS: PaymentFlows = {
  shop: shopPayment,
  membership: membershipPayment,
  donation: donationPayment,
};

export const DOCUMENT_PAYERS: DocumentPayers = {
  membership: membershipDocuments,
  donation: donationDocuments,
};
