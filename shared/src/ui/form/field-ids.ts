import { useElementId } from '../element-id/use-element-id';

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
 * Ids of a field and of the texts that describe it: its hint, its own error, and the form's error
 * box when the field is invalid — joined for aria-describedby.
 */
export function useFieldIds(ownId: string | undefined, props: FieldMessageProps) {
  const generated = useElementId();
  const id = ownId ?? `champ${generated}`;
  const hintId = props.hint ? `${id}-aide` : undefined;
  const errorTextId = props.error ? `${id}-erreur` : undefined;
  const invalid = Boolean(props.invalid || props.error);
  const describedBy =
    [hintId, errorTextId, props.invalid ? props.errorId : undefined].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorTextId, invalid, describedBy };
}
