import { useEffect, useRef } from 'react';
import { StatusMessage } from './form-styles';

export interface FormStatusProps {
  readonly message: string | null | undefined;
  readonly tone?: 'info' | 'success';
}

/**
 * A polite live region for progress and success texts ('Envoi en cours...'). A success takes the
 * focus: the keyboard and the screen reader are where the form ends, on its confirmation.
 */
export function FormStatus({ message, tone = 'info' }: FormStatusProps) {
  const shown = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (tone === 'success' && message) shown.current?.focus();
  }, [tone, message]);
  return (
    <div role="status">
      {message ? (
        <StatusMessage ref={shown} $tone={tone} tabIndex={tone === 'success' ? -1 : undefined}>
          {message}
        </StatusMessage>
      ) : null}
    </div>
  );
}
