import { useElementId } from '../element-id/use-element-id';
import { useFieldError, useSaysFormMessage } from './form-message';

export interface FieldMessageProps {
  /** Marks the field invalid and ties it to the form's error box (its element id). */
  readonly invalid?: boolean;
  /** Id of the form's error box that explains what is wrong (see ErrorSummary). */
  readonly errorId?: string;
  /** A message about this field only, shown under it and tied to it. */
  readonly error?: string | null;
  /** A help text shown under the label and tied to the field. */
  readonly hint?: string;
}

/**
 * Ids of a field and of the texts that describe it: its hint, what it says of its own fault (its
 * error, else what the form's message means for it: useFieldError), and the form's error box when
 * the field is invalid and its own text does not already say it — joined for aria-describedby.
 * `value`: what the field holds, to tell an empty field.
 */
export function useFieldIds(ownId: string | undefined, props: FieldMessageProps, value?: unknown) {
  const generated = useElementId();
  const id = ownId ?? `champ${generated}`;
  const error = useFieldError(props, value);
  const saysFormMessage = useSaysFormMessage(error);
  const hintId = props.hint ? `${id}-aide` : undefined;
  const errorTextId = error ? `${id}-erreur` : undefined;
  const invalid = Boolean(props.invalid || error);
  const summary = props.invalid && !saysFormMessage ? props.errorId : undefined;
  const describedBy = [hintId, errorTextId, summary].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorTextId, invalid, describedBy, error };
}
