import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { WithdrawalRequest, WithdrawalResponse } from '@mtdm/shared/contracts';
import { Button, ErrorMessage, ErrorSummary, FormStatus, TextAreaField, TextField } from '@mtdm/shared/ui';
import { sendWithdrawal } from '@mtdm/shared/contracts';
import { formatReceivedAt } from './received-at';
import { checkWithdrawal, EMPTY_WITHDRAWAL, WITHDRAWAL_FIELDS } from './withdrawal-values';
import { useElementId } from '@mtdm/shared/ui';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  dl {
    margin: 0;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    white-space: pre-line;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

type Step = 'form' | 'confirm' | 'done';

/** The online withdrawal function: a short form, a confirmation step, then the acknowledgement. */
export function WithdrawalFlow({ onFinish }: { readonly onFinish: () => void }) {
  const ids = useElementId();
  const errorId = `${ids}-erreur`;
  const [step, setStep] = useState<Step>('form');
  const [values, setValues] = useState<WithdrawalRequest>(EMPTY_WITHDRAWAL);
  const [invalid, setInvalid] = useState<(keyof WithdrawalRequest)[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [receipt, setReceipt] = useState<WithdrawalResponse | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const review = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkWithdrawal(values);
    setError(problem?.message ?? null);
    setInvalid(problem?.fields ?? []);
    if (problem) {
      const [first] = problem.fields;
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setStep('confirm');
    queueMicrotask(() => headingRef.current?.focus());
  };

  const confirm = async () => {
    setSending(true);
    setError(null);
    try {
      const trimmed = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()]));
      setReceipt(await sendWithdrawal(trimmed as WithdrawalRequest));
      setStep('done');
      queueMicrotask(() => headingRef.current?.focus());
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSending(false);
    }
  };

  if (step === 'done' && receipt) {
    const { date, time } = formatReceivedAt(receipt.receivedAt);
    return (
      <Stack role="status">
        <h3 ref={headingRef} tabIndex={-1}>
          Accusé de réception de votre rétractation
        </h3>
        <p>
          Votre rétractation a bien été reçue le <strong>{date}</strong> à <strong>{time}</strong>, sous la
          référence <strong>{receipt.reference}</strong>.
        </p>
        {receipt.acknowledgementMailed ? (
          <p>
            Cet accusé de réception vous est également envoyé par e-mail, à l’adresse enregistrée pour cette
            commande. Renvoyez-nous les articles concernés dans les conditions de l’article 6.
          </p>
        ) : (
          <p>
            Nous n’avons pas retrouvé de commande à cette référence et à cette adresse e-mail : notez la
            référence ci-dessus. L’association vérifie votre demande et vous répond par e-mail ; ne renvoyez
            les articles qu’après sa réponse.
          </p>
        )}
        <Button $variant="secondary" onClick={onFinish}>
          Fermer
        </Button>
      </Stack>
    );
  }

  if (step === 'confirm') {
    return (
      <Stack>
        <h3 ref={headingRef} tabIndex={-1}>
          Vérifiez puis confirmez votre rétractation
        </h3>
        <dl>
          {WITHDRAWAL_FIELDS.map((field) => (
            <div key={field.name}>
              <dt>{field.label}</dt>
              <dd>{values[field.name].trim()}</dd>
            </div>
          ))}
        </dl>
        <div role="alert">{error && <ErrorMessage>{error}</ErrorMessage>}</div>
        <FormStatus message={sending ? 'Envoi de votre rétractation…' : null} />
        <Row>
          <Button onClick={confirm} disabled={sending}>
            Confirmer la rétractation
          </Button>
          <Button $variant="secondary" onClick={() => setStep('form')} disabled={sending}>
            Modifier
          </Button>
        </Row>
      </Stack>
    );
  }

  return (
    <Stack as="form" ref={formRef} noValidate onSubmit={review}>
      <p>Tous les champs sont obligatoires. Vous pourrez relire votre demande avant de la confirmer.</p>
      {WITHDRAWAL_FIELDS.map((field) => {
        const common = {
          id: `${ids}-${field.name}`,
          label: field.label,
          hint: field.hint,
          name: field.name,
          autoComplete: field.autoComplete,
          invalid: invalid.includes(field.name),
          errorId,
          value: values[field.name],
        };
        const update = (value: string) => setValues((current) => ({ ...current, [field.name]: value }));
        return field.multiline ? (
          <TextAreaField
            key={field.name}
            {...common}
            rows={3}
            onChange={(event) => update(event.target.value)}
          />
        ) : (
          <TextField
            key={field.name}
            {...common}
            type={field.type ?? 'text'}
            onChange={(event) => update(event.target.value)}
          />
        );
      })}
      <ErrorSummary id={errorId} message={error} />
      <Button type="submit">Continuer</Button>
    </Stack>
  );
}
