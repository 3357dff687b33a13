import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { formatEuros, summarizeCart } from '@mtdm/shared/commerce';
import type { CartLine } from '@mtdm/shared/data';
import { Button } from '@mtdm/shared/ui';
import type { CheckoutCustomer } from '@mtdm/shared/validation';
import { ErrorMessage, Field, Input, Label, StatusMessage } from '../common/form-styles';
import { CHECKOUT_FORM_FIELDS, EMPTY_CUSTOMER } from './checkout-fields';
import { PREPARING_TEXT, REDIRECTING_TEXT, useCheckout } from './use-checkout';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  fieldset {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 230px), 1fr));
    gap: ${({ theme }) => theme.space.md};
    margin: 0;
    padding: 0;
    border: none;
  }
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

/** The payment form of the shop: seven fields, the §5 checks, then the payment start. */
export function CheckoutForm({ lines }: { readonly lines: readonly CartLine[] }) {
  const ids = useId();
  const errorId = `${ids}-erreur`;
  const [values, setValues] = useState<CheckoutCustomer>(EMPTY_CUSTOMER);
  const formRef = useRef<HTMLFormElement>(null);
  const { phase, error, invalid, busy, submit } = useCheckout(lines);
  const summary = summarizeCart(lines);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const ok = await submit(values);
    if (!ok) {
      // The message is announced (role=alert); the first faulty field takes the focus.
      const faulty = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      faulty?.focus();
    }
  };

  return (
    <Form ref={formRef} noValidate onSubmit={onSubmit} aria-describedby={error ? errorId : undefined}>
      <p>
        Montant à régler : <strong>{formatEuros(summary.amountCents)}</strong> (dont{' '}
        {formatEuros(summary.shippingCents)} de frais de port). Le paiement par carte se fait ensuite sur la
        page sécurisée de notre prestataire.
      </p>
      <p>
        <Hint>Tous les champs sont obligatoires.</Hint>
      </p>
      <fieldset disabled={busy}>
        {CHECKOUT_FORM_FIELDS.map((field) => {
          const id = `${ids}-${field.name}`;
          const hintId = field.hint ? `${id}-aide` : undefined;
          const isInvalid = invalid.includes(field.name);
          const describedBy =
            [hintId, isInvalid ? errorId : undefined].filter(Boolean).join(' ') || undefined;
          return (
            <Field key={field.name}>
              <Label htmlFor={id}>{field.label}</Label>
              {field.hint && <Hint id={hintId}>{field.hint}</Hint>}
              <Input
                id={id}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                required
                aria-invalid={isInvalid || undefined}
                aria-describedby={describedBy}
                value={values[field.name]}
                onChange={(event) =>
                  setValues((current) => ({ ...current, [field.name]: event.target.value }))
                }
              />
            </Field>
          );
        })}
      </fieldset>
      <div role="alert">{error && <ErrorMessage id={errorId}>{error}</ErrorMessage>}</div>
      <div role="status">
        {phase === 'preparing' && <StatusMessage>{PREPARING_TEXT}</StatusMessage>}
        {phase === 'redirecting' && <StatusMessage>{REDIRECTING_TEXT}</StatusMessage>}
      </div>
      <Button type="submit" $fullWidth disabled={busy}>
        Payer {formatEuros(summary.amountCents)}
      </Button>
    </Form>
  );
}
