import { personLabels } from '@mtdm/shared/contracts';
import { FieldGrid, TextField } from '@mtdm/shared/ui';
import type { PersonFormField } from '@mtdm/shared/validation';
import { FRENCH_PREFIX_LABEL } from '../dial-code-options';

/** The person's fields drawn here (each form draws its own status choice). */
export type PayerField = Exclude<PersonFormField, 'status'>;

export const payerLabels: Readonly<Record<PayerField, string>> = {
  lastName: personLabels.lastName,
  firstName: personLabels.firstName,
  birthDate: 'Date de naissance',
  birthPlace: 'Lieu de naissance',
  address: 'Adresse',
  postalCode: 'Code postal',
  city: 'Ville',
  phonePrefix: 'Indicatif',
  phone: personLabels.phone,
  email: personLabels.email,
};

const PHONE_HINT = '9 ou 10 chiffres, sans espace (par exemple 0612345678).';

/** The props a form gives each of its fields (id, value, invalid state, change handler). */
interface PayerFieldProps {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly invalid: boolean;
  readonly errorId: string;
  readonly value: string;
  readonly onChange: (event: { target: { value: string } }) => void;
}

type FieldOf = (name: PayerField) => PayerFieldProps;

/** Name, first name, date and place of birth. */
export function PayerIdentityFields({ field }: { readonly field: FieldOf }) {
  return (
    <FieldGrid>
      <TextField {...field('lastName')} autoComplete="family-name" />
      <TextField {...field('firstName')} autoComplete="given-name" />
      <TextField {...field('birthDate')} type="date" autoComplete="bday" />
      <TextField {...field('birthPlace')} />
    </FieldGrid>
  );
}

/** Address, postcode, city, the +33 prefix, telephone and e-mail. */
export function PayerContactFields({ field }: { readonly field: FieldOf }) {
  return (
    <>
      <TextField {...field('address')} autoComplete="address-line1" />
      <FieldGrid>
        <TextField {...field('postalCode')} autoComplete="postal-code" inputMode="numeric" />
        <TextField {...field('city')} autoComplete="address-level2" />
        {/* The payment provider takes French numbers only: the prefix is said, not chosen (a required
            select with a single option has no empty first choice, which HTML does not allow). */}
        <TextField
          {...field('phonePrefix')}
          value={FRENCH_PREFIX_LABEL}
          readOnly
          required={false}
          onChange={undefined}
          hint="Numéros français uniquement."
        />
        <TextField
          {...field('phone')}
          type="text"
          inputMode="tel"
          autoComplete="tel-national"
          hint={PHONE_HINT}
        />
      </FieldGrid>
      <TextField {...field('email')} type="email" autoComplete="email" />
    </>
  );
}
