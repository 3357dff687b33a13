import { forwardRef, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useKeptInputRef } from './early-input';
import { FieldFrame } from './field-frame';
import { useFieldIds, type FieldMessageProps } from './field-ids';
import { Input, TextArea } from './form-styles';

type TextFieldType = 'text' | 'email' | 'tel' | 'date' | 'time' | 'number' | 'url' | 'password';

export interface TextFieldProps
  extends FieldMessageProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  readonly label: ReactNode;
  readonly type?: TextFieldType;
  /** Shows "(facultatif)" after the label; the field is then not required. */
  readonly optional?: boolean | string;
}

/** A labelled input (text, e-mail, telephone, date, time, number…) with its hint and error tied to it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, invalid, errorId, error, optional, id: ownId, type = 'text', required, ...input },
  ref,
) {
  const ids = useFieldIds(ownId, { hint, invalid, errorId, error }, input.value);
  const keptRef = useKeptInputRef(ref);
  return (
    <FieldFrame {...ids} label={label} optional={optional} hint={hint} error={ids.error}>
      <Input
        ref={keptRef}
        {...input}
        id={ids.id}
        type={type}
        required={optional ? false : (required ?? true)}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
      />
    </FieldFrame>
  );
});

export interface TextAreaFieldProps
  extends FieldMessageProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  readonly label: ReactNode;
  readonly optional?: boolean | string;
}

/** A labelled multi-line text. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, hint, invalid, errorId, error, optional, id: ownId, required, rows = 5, ...textarea },
  ref,
) {
  const ids = useFieldIds(ownId, { hint, invalid, errorId, error }, textarea.value);
  const keptRef = useKeptInputRef(ref);
  return (
    <FieldFrame {...ids} label={label} optional={optional} hint={hint} error={ids.error}>
      <TextArea
        ref={keptRef}
        rows={rows}
        {...textarea}
        id={ids.id}
        required={optional ? false : (required ?? true)}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
      />
    </FieldFrame>
  );
});
