import type { ReactNode } from 'react';
import { Button, type ButtonStyleProps } from '../button';

export interface SubmitButtonProps extends ButtonStyleProps {
  readonly children: ReactNode;
  /** While busy the button is disabled and shows `busyLabel` when one is given. */
  readonly busy?: boolean;
  readonly busyLabel?: string;
  readonly disabled?: boolean;
}

/** The submit button of a form, disabled and marked busy while the form is being sent. */
export function SubmitButton({ children, busy = false, busyLabel, disabled, ...style }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={busy || disabled} aria-busy={busy || undefined} {...style}>
      {busy && busyLabel ? busyLabel : children}
    </Button>
  );
}
