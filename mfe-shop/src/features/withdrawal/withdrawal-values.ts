import { personLabels, type WithdrawalRequest } from '@mtdm/shared/contracts';
import { isBlank, isValidEmail, ORDER_REFERENCE_PREFIX, validationMessages } from '@mtdm/shared/validation';

export const WITHDRAWAL_FIELDS: ReadonlyArray<{
  readonly name: keyof WithdrawalRequest;
  readonly label: string;
  /** Where to find what the field asks, said under its label. */
  readonly hint?: string;
  readonly autoComplete?: string;
  readonly multiline?: boolean;
  readonly type?: 'email';
}> = [
  {
    name: 'orderReference',
    label: 'Référence de la commande',
    hint: `Elle commence par ${ORDER_REFERENCE_PREFIX}- et figure dans l’e-mail de confirmation de votre commande.`,
  },
  { name: 'firstName', label: personLabels.firstName, autoComplete: 'given-name' },
  { name: 'lastName', label: personLabels.lastName, autoComplete: 'family-name' },
  { name: 'email', label: personLabels.email, autoComplete: 'email', type: 'email' },
  { name: 'items', label: 'Articles concernés par la rétractation', multiline: true },
];

export const EMPTY_WITHDRAWAL: WithdrawalRequest = {
  orderReference: '',
  firstName: '',
  lastName: '',
  email: '',
  items: '',
};

/** Same wording as the other forms: every field required, then the e-mail shape. */
export function checkWithdrawal(
  values: WithdrawalRequest,
): { message: string; fields: (keyof WithdrawalRequest)[] } | null {
  const blank = WITHDRAWAL_FIELDS.map((field) => field.name).filter((name) => isBlank(values[name]));
  if (blank.length > 0) return { message: validationMessages.required, fields: blank };
  if (!isValidEmail(values.email.trim())) return { message: validationMessages.email, fields: ['email'] };
  return null;
}
