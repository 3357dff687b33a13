import { useState, type FormEvent } from 'react';
import { Button, FormStack, SelectField, SubmitButton, TextField } from '@mtdm/shared/ui';
import { SPACE_TEXT_LIMITS } from '@mtdm/shared/contracts/signed-in/client';
import { calls, DOCUMENT_ROLES } from './space-client';
import { Actions, Panel } from './space-styles';
import { documentTexts as t } from './document-texts';
import type { useChange } from './use-change';
import { useVolunteer } from './volunteer-context';

type DocumentKind = keyof typeof DOCUMENT_ROLES;

interface PaymentDocumentsProps {
  /** The payment whose documents these are. */
  readonly id: string;
  /** The documents the payment gave. */
  readonly kinds: readonly DocumentKind[];
  readonly change: ReturnType<typeof useChange>;
}

/**
 * A payer's documents, each sent again or corrected only by the role that answers for it (the
 * attestation: memberships; the receipt: treasury): a button never shows to whom the server refuses.
 */
export function PaymentDocuments({ id, kinds, change }: PaymentDocumentsProps) {
  const { roles } = useVolunteer();
  const mine = kinds.filter((kind) => roles.includes(DOCUMENT_ROLES[kind]));
  const [correction, setCorrection] = useState<{ kind: DocumentKind; reason: string }>({
    kind: mine[0] ?? 'tax-receipt',
    reason: '',
  });
  if (mine.length === 0) return null;
  const correct = async (event: FormEvent) => {
    event.preventDefault();
    await change.send(calls.correctDocument, {
      params: { id, kind: correction.kind },
      body: { reason: correction.reason },
    });
  };
  return (
    <>
      <Panel>
        <h3>{t.documentsTitle}</h3>
        <Actions>
          {mine.map((kind) => (
            <Button
              key={kind}
              $variant="secondary"
              onClick={() => void change.send(calls.resendDocument, { params: { id, kind } })}
              disabled={change.busy}
            >
              {t.resend[kind]}
            </Button>
          ))}
        </Actions>
      </Panel>
      <Panel>
        <h3>{t.correctionTitle}</h3>
        <p>{t.correctionHint}</p>
        <FormStack onSubmit={correct} noValidate>
          {mine.length > 1 ? (
            <SelectField
              label={t.correctionKind}
              value={correction.kind}
              options={mine.map((kind) => ({ value: kind, label: t.kinds[kind] }))}
              onChange={(event) => setCorrection({ ...correction, kind: event.target.value as DocumentKind })}
            />
          ) : null}
          <TextField
            label={t.correctionReason}
            hint={t.correctionReasonHint}
            value={correction.reason}
            maxLength={SPACE_TEXT_LIMITS.reason}
            required
            onChange={(event) => setCorrection({ ...correction, reason: event.target.value })}
          />
          <SubmitButton busy={change.busy} $variant="secondary">
            {t.correct}
          </SubmitButton>
        </FormStack>
      </Panel>
    </>
  );
}
