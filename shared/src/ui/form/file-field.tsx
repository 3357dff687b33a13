import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { useKeptInputRef } from './early-input';
import { FieldFrame } from './field-frame';
import { useFieldIds, type FieldMessageProps } from './field-ids';
import { Input } from './form-styles';

export interface FileFieldProps
  extends
    Omit<FieldMessageProps, 'hint'>,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children' | 'accept' | 'onChange' | 'value'> {
  readonly label: ReactNode;
  /** The `accept` attribute (".pdf,.doc"). */
  readonly accept: string;
  /** Accepted formats and largest size, stated beside the input ("PDF, DOC… — 5 Mo au maximum"). */
  readonly formats: string;
  readonly maxSize: string;
  readonly optional?: boolean;
  readonly onFileChange: (file: File | null) => void;
}

/** A labelled file input that states the accepted formats and the size limit next to it. */
export const FileField = forwardRef<HTMLInputElement, FileFieldProps>(function FileField(
  {
    label,
    invalid,
    errorId,
    error,
    optional,
    id: ownId,
    accept,
    formats,
    maxSize,
    required,
    onFileChange,
    ...input
  },
  ref,
) {
  const hint = `Formats acceptés : ${formats} — ${maxSize} au maximum.`;
  const ids = useFieldIds(ownId, { hint, invalid, errorId, error }, undefined);
  const keptRef = useKeptInputRef(ref);
  return (
    <FieldFrame {...ids} label={label} optional={optional} hint={hint} error={ids.error}>
      <Input
        ref={keptRef}
        {...input}
        id={ids.id}
        type="file"
        accept={accept}
        required={optional ? false : (required ?? true)}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
      />
    </FieldFrame>
  );
});
