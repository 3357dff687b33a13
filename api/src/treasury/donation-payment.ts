// A donation paid online: the form's rules, the amount checked, the donor stored with the payment,
// the two mails that thank and tell, and who its tax receipt is for.
import { eurosToCents, formatEuros } from '@mtdm/shared/commerce';
import { calls, donationPaymentRequestSchema, type DonationPaymentRequest } from '@mtdm/shared/contracts';
import { paths } from '@mtdm/shared/routing';
import { addresseeOf, validateDonationForm } from '@mtdm/shared/validation';
import {
  amountDisagrees,
  fail,
  payerOf,
  payerValuesOf,
  personFormRules,
  type PaymentFlow,
  type Priced,
} from '../payments/payment-flow';
import { insertDonation, readDonation, receiptAddressOf } from './donation-store';
import type { DocumentPayer } from '../documents/document-payer';
import { donationConfirmation, donationNotification, waitedReceiptMail } from './donation-mails';

/** The donation form's rules on a payload (the form names the gift's amount `amount`). */
const donationRules = personFormRules(validateDonationForm, (body) => ({ amount: body.donationAmount }));

/** Donation: amount = donationAmount (> 0); the four donation checks ran before. */
function priceDonation(request: DonationPaymentRequest): Priced<{ amountCents: number }> {
  const amountCents = eurosToCents(request.donationAmount);
  const disagreement = amountDisagrees(amountCents, request.amount);
  return disagreement ? fail(disagreement) : { ok: true, value: { amountCents } };
}

export const donationPayment: PaymentFlow = {
  kind: 'donation',
  path: calls.createDonationPayment.path,
  startEndpoint: String(calls.createDonationPayment.query.endpoint),
  confirmEndpoint: String(calls.confirmDonation.query.endpoint),
  successPage: paths.donationSuccess,
  cancelPage: paths.donationCancel,
  rules: donationRules,
  schema: donationPaymentRequestSchema,
  price: (data: DonationPaymentRequest) => {
    const priced = priceDonation(data);
    if (!priced.ok) return priced;
    const { amountCents } = priced.value;
    return {
      ok: true,
      value: {
        amountCents,
        payer: payerOf(data),
        containsDonation: true,
        customerId: data.customer_id,
        description: `Don à l’AAMTDM (${data.status === 'entreprise' ? 'entreprise' : 'particulier'}) : ${formatEuros(amountCents)}`,
        store: (db, paymentId, at) =>
          insertDonation(db, paymentId, payerValuesOf(data), at, {
            birthDate: data.birthDate.trim(),
            birthPlace: data.birthPlace.trim(),
            status: data.status,
            amountCents,
          }),
      },
    };
  },
  paidMails: (db, paymentId, { recipients, origin, reference, documents, signature }) => {
    const donation = { ...readDonation(db, paymentId), reference };
    return [
      donationConfirmation(donation, documents, { origin, signature }),
      donationNotification(recipients.association, donation),
    ];
  },
};

/** Who a donation's tax receipt is for, its amount, and the mail of a receipt that waited. */
export const donationDocuments: DocumentPayer = {
  subject: (db, paymentId) => {
    const donation = readDonation(db, paymentId);
    return {
      ...addresseeOf(donation),
      donorKind: donation.status === 'entreprise' ? 'company' : 'individual',
    };
  },
  documents: (db, paymentId) => [
    { kind: 'tax-receipt', amountCents: readDonation(db, paymentId).amountCents },
  ],
  email: receiptAddressOf,
  waitedMail: (db, paymentId, waited, signature) =>
    waitedReceiptMail(
      { ...readDonation(db, paymentId), email: receiptAddressOf(db, paymentId) },
      waited,
      signature,
    ),
};
