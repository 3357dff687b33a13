import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';
import { useFieldIds, type FieldMessageProps } from './field-ids';
import { Select } from './form-styles';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectFieldProps
  extends FieldMessageProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  readonly label: ReactNode;
  readonly options: readonly SelectOption[];
  /** Text of a first, empty option ("Choisissez…"): the field then starts with no value. */
  readonly placeholder?: string;
  readonly optional?: boolean;
}

/**
 * A labelled drop-down list. Without a placeholder the list always holds a choice, so it is not marked
 * required (HTML asks a required list's first option to be an empty invitation).
 */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, hint, invalid, errorId, error, optional, id: ownId, options, placeholder, required, ...select },
  ref,
) {
  const ids = useFieldIds(ownId, { hint, invalid, errorId, error }, select.value);
  return (
    <FieldFrame {...ids} label={label} optional={optional} hint={hint} error={ids.error}>
      <Select
        ref={ref}
        {...select}
        id={ids.id}
        required={optional || placeholder === undefined ? false : (required ?? true)}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={`${option.value}|${option.label}`} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
});
