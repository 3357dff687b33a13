import { personLabels } from '@mtdm/shared/contracts';
import type { CheckoutCustomer } from '@mtdm/shared/validation';

export interface CheckoutFieldSpec {
  readonly name: keyof CheckoutCustomer;
  readonly label: string;
  readonly type: 'text' | 'email' | 'tel';
  readonly autoComplete: string;
  readonly hint?: string;
}

/** The seven fields of the checkout form, in display order. */
export const CHECKOUT_FORM_FIELDS: readonly CheckoutFieldSpec[] = [
  { name: 'firstName', label: personLabels.firstName, type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: personLabels.lastName, type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: personLabels.email, type: 'email', autoComplete: 'email' },
  {
    name: 'mobileNumber',
    label: 'Téléphone mobile',
    type: 'tel',
    autoComplete: 'tel',
    hint: 'Format : 0612345678 ou +33612345678',
  },
  { name: 'address', label: 'Adresse', type: 'text', autoComplete: 'address-line1' },
  { name: 'city', label: 'Ville', type: 'text', autoComplete: 'address-level2' },
  { name: 'postcode', label: 'Code postal', type: 'text', autoComplete: 'postal-code' },
];

export const EMPTY_CUSTOMER: CheckoutCustomer = {
  firstName: '',
  lastName: '',
  email: '',
  mobileNumber: '',
  address: '',
  city: '',
  postcode: '',
};
