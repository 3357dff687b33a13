import { type ReactNode } from 'react';
import { keepEarlyInput } from './early-input';
import { FieldErrorText, Fieldset, ChoiceRow, Hint } from './form-styles';
import type { FieldMessageProps } from './field-ids';
import type { SelectOption } from './select-field';
import { useElementId } from '../element-id/use-element-id';

export interface RadioGroupProps extends FieldMessageProps {
  readonly legend: ReactNode;
  readonly name: string;
  readonly options: readonly SelectOption[];
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly required?: boolean;
  readonly disabled?: boolean;
}

/** A question with one answer among a few: a fieldset named by its legend, one radio per option. */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  onChange,
  required = true,
  disabled,
  hint,
  invalid,
  errorId,
  error,
}: RadioGroupProps) {
  const base = useElementId('groupe');
  const hintId = hint ? `${base}-aide` : undefined;
  const errorTextId = error ? `${base}-erreur` : undefined;
  const describedBy =
    [hintId, errorTextId, invalid ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  const isInvalid = Boolean(invalid || error);
  return (
    <Fieldset aria-describedby={describedBy} disabled={disabled}>
      <legend>{legend}</legend>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <div>
        {options.map((option) => (
          <ChoiceRow key={option.value}>
            <input
              ref={keepEarlyInput}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              required={required}
              aria-invalid={isInvalid || undefined}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </ChoiceRow>
        ))}
      </div>
      {error && <FieldErrorText id={errorTextId}>{error}</FieldErrorText>}
    </Fieldset>
  );
}
