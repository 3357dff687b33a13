import { joinPhone } from '@mtdm/shared/validation';
import type { PayerField } from './payer-fields';

/**
 * The payer's part of createMembershipPayment and createDonationPayment: trimmed texts, the telephone as prefix + number, the
 * postcode under its payload name.
 */
export function payerPayload(values: Readonly<Record<PayerField, string>>, customerId: string) {
  const text = (value: string) => value.trim();
  return {
    email: text(values.email),
    customer_id: customerId,
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    mobileNumber: joinPhone(values.phonePrefix, text(values.phone)),
    address: text(values.address),
    city: text(values.city),
    postcode: text(values.postalCode),
    birthDate: text(values.birthDate),
    birthPlace: text(values.birthPlace),
  };
}
