import { createContext, forwardRef, useContext, type FormHTMLAttributes } from 'react';
import { validationMessages } from '../../validation/messages';
import { FormStackStyle } from './form-styles';

/** The message of the form a field is in (the one under the form), read by its faulty fields. */
const FormMessageContext = createContext<string | null>(null);

/** Said beside an empty field when the form's message is that the required fields are not all filled. */
const REQUIRED_FIELD_TEXT = 'Ce champ est obligatoire.';

export interface FormStackProps extends FormHTMLAttributes<HTMLFormElement> {
  /** The form's message (a validation or a sending error): each faulty field says its part beside it. */
  readonly message?: string | null;
}

/** A vertical form with even spacing, which tells its faulty fields what its message is. */
export const FormStack = forwardRef<HTMLFormElement, FormStackProps>(function FormStack(
  { message = null, ...form },
  ref,
) {
  return (
    <FormMessageContext.Provider value={message}>
      <FormStackStyle ref={ref} {...form} />
    </FormMessageContext.Provider>
  );
});

/**
 * What a field says beside it: its own error when given; else, when it is marked faulty, what the
 * form's message means for it (« Ce champ est obligatoire. » for an empty one under the message that
 * the required fields are missing, the message itself otherwise).
 */
export function useFieldError(
  { error, invalid }: { readonly error?: string | null; readonly invalid?: boolean },
  value: unknown,
): string | null {
  const message = useContext(FormMessageContext);
  if (error) return error;
  if (!invalid || !message) return null;
  if (message === validationMessages.required) {
    const blank = value === undefined || value === null || value === false || String(value).trim() === '';
    return blank ? REQUIRED_FIELD_TEXT : null;
  }
  return message;
}

/** Whether a field's own text already says the form's message (then the field names that text only). */
export const useSaysFormMessage = (error: string | null) => {
  const message = useContext(FormMessageContext);
  return error !== null && error === message;
};
