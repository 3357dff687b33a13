import type { ReactNode } from 'react';
import { Field, FieldErrorText, Hint, Label, OptionalMark } from './form-styles';

interface FieldFrameProps {
  readonly id: string;
  readonly label: ReactNode;
  /** Marks the field optional: "(facultatif)", or the given word on a page in another language. */
  readonly optional?: boolean | string;
  readonly hint?: string;
  readonly hintId?: string;
  readonly error?: string | null;
  readonly errorTextId?: string;
  readonly children: ReactNode;
}

/** Label above, then the hint, the control, and the field's own error: one layout for every field. */
export function FieldFrame({
  id,
  label,
  optional,
  hint,
  hintId,
  error,
  errorTextId,
  children,
}: FieldFrameProps) {
  return (
    <Field>
      <Label htmlFor={id}>
        {label}
        {optional && <OptionalMark> ({typeof optional === 'string' ? optional : 'facultatif'})</OptionalMark>}
      </Label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {children}
      {error && <FieldErrorText id={errorTextId}>{error}</FieldErrorText>}
    </Field>
  );
}
