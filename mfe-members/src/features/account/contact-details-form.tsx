import { useRef, useState, type FormEvent } from 'react';
import {
  CONTACT_CORRECTION_FIELDS,
  CONTACT_CORRECTION_LABELS,
  contactCorrectionErrors,
  type ContactCorrection,
  type ContactCorrectionField,
} from '@mtdm/shared/validation';
import { focusFirstInvalid, FormStack, FormStatus, SubmitButton, TextField } from '@mtdm/shared/ui';
import { calls, sendCall } from '../../common/member-client';
import { memberAccountContent as c } from './member-account-content';

/** How each detail is typed: the browser's autofill and the telephone's keyboard. */
const INPUTS: Record<ContactCorrectionField, { autoComplete: string; type?: 'tel' }> = {
  address: { autoComplete: 'street-address' },
  postcode: { autoComplete: 'postal-code' },
  city: { autoComplete: 'address-level2' },
  mobileNumber: { autoComplete: 'tel', type: 'tel' },
};

interface Props {
  readonly initial: ContactCorrection;
  readonly csrfToken: string;
  /** Whose details they are (the key of their name), when the address holds several members. */
  readonly member?: string;
  /** Told the details once the server has them. */
  readonly onSaved?: (details: ContactCorrection) => void;
}

/**
 * The member's postal address and telephone, corrected. Checked here by the rules the api applies
 * again: each refused detail says why beside its field, the focus goes to the first, nothing typed is
 * lost and nothing is sent.
 */
export default function ContactDetailsForm({ initial, csrfToken, member, onSaved }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const [fields, setFields] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<ContactCorrectionField, string>>>({});
  const [status, setStatus] = useState<{ text: string; ok: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const refused = contactCorrectionErrors(fields);
    setErrors(refused);
    setStatus(null);
    if (Object.keys(refused).length > 0) {
      queueMicrotask(() => focusFirstInvalid(formRef.current));
      return;
    }
    setBusy(true);
    try {
      await sendCall(
        calls.correctContact,
        { csrfToken, body: member === undefined ? fields : { ...fields, member } },
        c.saveFailed,
      );
      setStatus({ text: c.saved, ok: true });
      onSaved?.(fields);
    } catch (failure) {
      setStatus({ text: failure instanceof Error ? failure.message : c.saveFailed, ok: false });
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormStack ref={formRef} noValidate onSubmit={save}>
      {CONTACT_CORRECTION_FIELDS.map((name) => (
        <TextField
          key={name}
          name={name}
          label={CONTACT_CORRECTION_LABELS[name]}
          {...INPUTS[name]}
          value={fields[name]}
          onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
          error={errors[name]}
        />
      ))}
      <SubmitButton busy={busy} busyLabel={c.saving}>
        {c.save}
      </SubmitButton>
      <FormStatus message={status?.text} tone={status?.ok ? 'success' : 'info'} />
    </FormStack>
  );
}
