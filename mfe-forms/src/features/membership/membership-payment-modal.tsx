import { useState } from 'react';
import styled from 'styled-components';
import {
  formatEuros,
  isLifetimeMembership,
  MEMBERSHIP_FEES_CENTS,
  membershipTotalCents,
  type MembershipType,
} from '@mtdm/shared/commerce';
import { labelOf, MEMBERSHIP_TYPES, startMembershipPayment } from '@mtdm/shared/contracts';
import { generateCustomerId } from '@mtdm/shared/storage';
import {
  Button,
  ErrorSummary,
  FormStatus,
  Modal,
  paymentStartStatus,
  RadioGroup,
  TextField,
  usePaymentStart,
} from '@mtdm/shared/ui';
import { validationMessages } from '@mtdm/shared/validation';
import { membershipContent } from './membership-content';
import { buildMembershipPayload, donationCentsOf, type MembershipText } from './membership-values';
import { useElementId } from '@mtdm/shared/ui';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    margin: 0;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    text-align: right;
  }
`;

const Total = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.large};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.navy};
`;

const ON_OFF = [
  { value: 'oui', label: 'Oui' },
  { value: 'non', label: 'Non' },
];

export interface MembershipPaymentModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly membershipType: MembershipType;
  readonly values: MembershipText;
  /** The validation rules again, on 'Je paye'. */
  readonly recheck: () => string | null;
}

/**
 * The payment modal of the membership: the fee, the Oui/Non donation toggle (an amount
 * input when on; back to 0 on every toggle), the live total, then 'Je paye' → createMembershipPayment → redirect.
 * Closing it resets the error, the status, the toggle and the amount.
 */
export function MembershipPaymentModal(props: MembershipPaymentModalProps) {
  const { open, onClose } = props;
  return (
    <Modal open={open} onClose={onClose} title={membershipContent.modalTitle}>
      <PaymentPanel {...props} />
    </Modal>
  );
}

/** Mounted while the modal is open: closing unmounts it, which resets its whole state. */
function PaymentPanel({ membershipType, values, recheck }: MembershipPaymentModalProps) {
  const ids = useElementId();
  const errorId = `${ids}-erreur`;
  const [donationOn, setDonationOn] = useState(false);
  const [amount, setAmount] = useState('0');
  const payment = usePaymentStart();
  const donationCents = donationCentsOf(donationOn, amount);
  const totalCents = membershipTotalCents(membershipType, donationCents ?? 0);
  const typeLabel = labelOf(MEMBERSHIP_TYPES, membershipType);

  const toggle = (value: string) => {
    setDonationOn(value === 'oui');
    setAmount('0');
  };

  const pay = async () => {
    if (payment.busy) return;
    const problem = recheck() ?? (donationCents === null ? validationMessages.donationAmount : null);
    if (problem) {
      payment.setError(problem);
      return;
    }
    const customerId = generateCustomerId({ prefix: 'adherent_' });
    await payment.start(customerId, () =>
      startMembershipPayment(buildMembershipPayload(values, donationCents ?? 0, customerId)),
    );
  };

  return (
    <Stack>
      <dl>
        <dt>Cotisation ({typeLabel})</dt>
        <dd>{formatEuros(MEMBERSHIP_FEES_CENTS[membershipType])}</dd>
        <dt>Don</dt>
        <dd>{formatEuros(donationCents ?? 0)}</dd>
      </dl>
      <RadioGroup
        legend={membershipContent.donationQuestion}
        name="donation-toggle"
        options={ON_OFF}
        value={donationOn ? 'oui' : 'non'}
        onChange={toggle}
        disabled={payment.busy}
      />
      {donationOn && (
        <TextField
          id={`${ids}-don`}
          name="donationAmount"
          label={membershipContent.donationLabel}
          type="number"
          step="0.01"
          min={0}
          inputMode="decimal"
          value={amount}
          invalid={donationCents === null}
          errorId={errorId}
          disabled={payment.busy}
          onChange={(event) => setAmount(event.target.value)}
        />
      )}
      <Total aria-live="polite">Total à payer : {formatEuros(totalCents)}</Total>
      {isLifetimeMembership(totalCents) && <p>{membershipContent.lifetimeNote}</p>}
      <p>{membershipContent.providerNote}</p>
      <ErrorSummary id={errorId} message={payment.error} />
      <FormStatus message={paymentStartStatus(payment.phase)} />
      <Button $fullWidth disabled={payment.busy} onClick={pay}>
        {membershipContent.pay}
      </Button>
    </Stack>
  );
}
