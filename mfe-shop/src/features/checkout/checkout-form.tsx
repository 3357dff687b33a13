import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { formatEuros, summarizeCart } from '@mtdm/shared/commerce';
import type { CartLine } from '@mtdm/shared/catalogue';
import { paths } from '@mtdm/shared/routing';
import {
  CheckboxField,
  ErrorSummary,
  FieldGrid,
  focusFirstInvalid,
  FormStack,
  FormStatus,
  Hint,
  paymentStartStatus,
  SubmitButton,
  TextField,
} from '@mtdm/shared/ui';
import type { CheckoutCustomer } from '@mtdm/shared/validation';
import { CHECKOUT_FORM_FIELDS, EMPTY_CUSTOMER } from './checkout-fields';
import { useCheckout } from './use-checkout';
import { useElementId } from '@mtdm/shared/ui';

const Fields = styled.fieldset`
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;
`;

/** What the buyer accepts before paying (French distance selling: the terms are known and accepted). */
const TERMS_LABEL = 'J’ai lu et j’accepte les conditions générales de vente.';
const TERMS_REQUIRED = 'Cochez cette case pour accepter les conditions générales de vente avant de payer.';

/**
 * The payment form of the shop: seven fields and the acceptance of the terms of sale, the validation
 * checks, then the payment start.
 */
export function CheckoutForm({ lines }: { readonly lines: readonly CartLine[] }) {
  const ids = useElementId();
  const errorId = `${ids}-erreur`;
  const [values, setValues] = useState<CheckoutCustomer>(EMPTY_CUSTOMER);
  const formRef = useRef<HTMLFormElement>(null);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  // Asked when a refusal is shown: the focus moves once the faults are marked in the page.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formRef.current);
  }, [focusRequest]);
  const { phase, error, invalid, busy, validate, submit } = useCheckout(lines);
  const summary = summarizeCart(lines);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // The fields and the acceptance of the terms are checked together; the first fault takes the focus.
    if (!termsAccepted) {
      setTermsError(TERMS_REQUIRED);
      validate(values);
      return setFocusRequest((count) => count + 1);
    }
    const ok = await submit(values);
    // The message is announced (role=alert); the first faulty field takes the focus.
    if (!ok) focusFirstInvalid(formRef.current);
  };

  return (
    <FormStack
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-describedby={error ? errorId : undefined}
      message={error}
    >
      <p>
        Montant à régler : <strong>{formatEuros(summary.amountCents)}</strong> (dont{' '}
        {formatEuros(summary.shippingCents)} de frais de port). Le paiement par carte se fait ensuite sur la
        page sécurisée de notre prestataire.
      </p>
      <p>
        <Hint>Tous les champs sont obligatoires.</Hint>
      </p>
      <Fields disabled={busy}>
        <FieldGrid>
          {CHECKOUT_FORM_FIELDS.map((field) => (
            <TextField
              key={field.name}
              id={`${ids}-${field.name}`}
              label={field.label}
              hint={field.hint}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              invalid={invalid.includes(field.name)}
              errorId={errorId}
              value={values[field.name]}
              onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
            />
          ))}
        </FieldGrid>
      </Fields>
      <CheckboxField
        id={`${ids}-cgv`}
        name="cgv"
        label={TERMS_LABEL}
        checked={termsAccepted}
        error={termsError}
        onChange={(event) => {
          setTermsAccepted(event.target.checked);
          if (event.target.checked) setTermsError(null);
        }}
      />
      <p>
        <a href={paths.termsOfSale} target="_blank" rel="noopener">
          Lire les conditions générales de vente (nouvel onglet)
        </a>
      </p>
      <ErrorSummary id={errorId} message={error} />
      <FormStatus message={paymentStartStatus(phase)} />
      <SubmitButton $fullWidth busy={busy}>
        Payer {formatEuros(summary.amountCents)}
      </SubmitButton>
    </FormStack>
  );
}
