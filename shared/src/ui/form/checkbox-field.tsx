import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { useKeptInputRef } from './early-input';
import { useFieldIds, type FieldMessageProps } from './field-ids';
import { ChoiceRow, Field, FieldErrorText, Hint } from './form-styles';

export interface CheckboxFieldProps
  extends FieldMessageProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  readonly label: ReactNode;
}

/** A checkbox with its label beside it. */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { label, hint, invalid, errorId, error, id: ownId, ...input },
  ref,
) {
  const ids = useFieldIds(ownId, { hint, invalid, errorId, error }, input.checked);
  const keptRef = useKeptInputRef(ref);
  return (
    <Field>
      <ChoiceRow>
        <input
          ref={keptRef}
          {...input}
          id={ids.id}
          type="checkbox"
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
        />
        {label}
      </ChoiceRow>
      {hint && <Hint id={ids.hintId}>{hint}</Hint>}
      {ids.error && <FieldErrorText id={ids.errorTextId}>{ids.error}</FieldErrorText>}
    </Field>
  );
});
