import { useState, type FormEvent } from 'react';
import { isValidEmail, validationMessages } from '@mtdm/shared/validation';
import { FormStack, FormStatus, SubmitButton, TextField, useElementId } from '@mtdm/shared/ui';
import { memberAreaContent as c } from './member-area-content';
import { requestSignInLink } from './member-area-client';

/** The address of the membership, and the link sent to it (the same answer for any address). */
export function SignInForm() {
  const id = useElementId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    if (!isValidEmail(email.trim())) {
      setError(validationMessages.email);
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    try {
      setSent(await requestSignInLink(email.trim(), c.failed));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : c.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormStack noValidate onSubmit={submit}>
      <p>{c.how}</p>
      <TextField
        id={`${id}-email`}
        name="email"
        type="email"
        autoComplete="email"
        label={c.emailLabel}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error ?? undefined}
      />
      <SubmitButton busy={busy} busyLabel={c.sending}>
        {c.submit}
      </SubmitButton>
      <FormStatus message={sent} tone="success" />
    </FormStack>
  );
}
