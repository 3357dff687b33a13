import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { donationNetCostCents, formatEuros } from '@mtdm/shared/commerce';
import { DONOR_STATUSES, startDonationPayment } from '@mtdm/shared/contracts';
import { generateCustomerId } from '@mtdm/shared/storage';
import {
  Button,
  ErrorSummary,
  Fieldset,
  focusFirstInvalid,
  FormStack,
  FormStatus,
  paymentStartStatus,
  RadioGroup,
  SubmitButton,
  TextField,
  usePaymentStart,
  useStoredFormValues,
} from '@mtdm/shared/ui';
import { validateDonationForm } from '@mtdm/shared/validation';
import { RequiredNote } from '../../common/form-layout';
import { PayerContactFields, PayerIdentityFields } from '../../common/payer/payer-fields';
import { FORM_STORAGE_KEYS } from '../../common/form-storage-keys';
import { donationContent, donationLabels } from './donation-content';
import {
  buildDonationPayload,
  donationAmountCents,
  EMPTY_DONATION,
  invalidDonationFields,
  type DonationText,
} from './donation-values';
import { useElementId } from '@mtdm/shared/ui';

const Amounts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The donation form: the error box above the form, the four checks in order, then
 * 'Traitement...' while createDonationPayment runs, the ids stored and the browser sent to the provider's page.
 */
export function DonationForm() {
  const ids = useElementId();
  const errorId = `${ids}-erreur`;
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setField } = useStoredFormValues(FORM_STORAGE_KEYS.donation, EMPTY_DONATION);
  const [invalid, setInvalid] = useState<string[]>([]);
  const payment = usePaymentStart();
  const amountCents = donationAmountCents(values.amount);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (payment.busy) return;
    const message = validateDonationForm(values);
    setInvalid(invalidDonationFields(message, values));
    if (message) {
      payment.setError(message);
      queueMicrotask(() => focusFirstInvalid(formRef.current));
      return;
    }
    const customerId = generateCustomerId({ prefix: 'donateur_' });
    await payment.start(customerId, () => startDonationPayment(buildDonationPayload(values, customerId)));
  };

  const field = (name: keyof DonationText) => ({
    id: `${ids}-${name}`,
    name,
    label: donationLabels[name],
    invalid: invalid.includes(name),
    errorId,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
  });

  return (
    <>
      <ErrorSummary id={errorId} message={payment.error} />
      <FormStack
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        aria-busy={payment.busy || undefined}
        message={payment.error}
      >
        <RequiredNote>{donationContent.requiredNote}</RequiredNote>
        <Fieldset>
          <legend>{donationContent.amountsLegend}</legend>
          <Amounts>
            {donationContent.suggestedAmounts.map((euros) => (
              <Button
                key={euros}
                $variant={amountCents === euros * 100 ? 'primary' : 'secondary'}
                aria-pressed={amountCents === euros * 100}
                onClick={() => setField('amount', String(euros))}
              >
                {formatEuros(euros * 100)}
              </Button>
            ))}
          </Amounts>
        </Fieldset>
        <TextField {...field('amount')} type="number" min={0} step="0.01" inputMode="decimal" />
        {amountCents !== null && values.status === 'particulier' && (
          <p aria-live="polite">{donationContent.netCost(formatEuros(donationNetCostCents(amountCents)))}</p>
        )}
        <RadioGroup
          legend={donationLabels.status}
          name="status"
          options={DONOR_STATUSES}
          value={values.status}
          onChange={(value) => setField('status', value)}
          invalid={invalid.includes('status')}
          errorId={errorId}
        />
        <PayerIdentityFields field={field} />
        <PayerContactFields field={field} />
        <p>{donationContent.providerNote}</p>
        <FormStatus message={paymentStartStatus(payment.phase)} />
        <SubmitButton busy={payment.busy} busyLabel={donationContent.submitBusy}>
          {donationContent.submit}
        </SubmitButton>
      </FormStack>
    </>
  );
}
